import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../api/services/sessions.ts';
import { insertUser } from '../db/queries/users.ts';
import { submissions } from '../db/schema.ts';
import type { Submission } from '../domain/entities.ts';
import { RATE_LIMITS, TEXT_MAX } from '../domain/limits.ts';
import { MESSAGES } from '../domain/messages.ts';
import { signUp } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';

const t = await createTestApp();

const valid = {
  name: 'Dr. Jane Example',
  title: 'Professor of Biogerontology',
  categories: ['academic'],
  longevityContribution: 'Mapped how senescent cells drive tissue ageing.',
  biography: 'Line one.\nLine two.',
  referenceLinks: ['Official Website|https://jane-example.org', 'https://twitter.com/janeexample'],
  submitterReason: 'Her lab is a leader in the field.',
};

function submit(body: unknown, cookie?: string) {
  return t.request('POST', '/api/submissions', { body, cookie });
}

async function expectMessage(res: Response, message: string) {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message });
}

const { cookie, user } = await signUp(t, { firstName: 'Sam', lastName: 'Submitter' });

describe('POST /api/submissions', () => {
  it('answers 401 "Authentication required" when signed out and stores nothing', async () => {
    const before = await t.db.$count(submissions);
    const res = await submit(valid);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Authentication required' });
    expect(await t.db.$count(submissions)).toBe(before);
  });

  it("files a pending submission in the signed-in user's name and answers 201 with it", async () => {
    const res = await submit(valid, cookie);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; submission: Submission };
    expect(body.message).toBe(MESSAGES.submissionReceived);
    expect(body.submission).toMatchObject({
      ...valid,
      status: 'pending',
      submitterName: 'Sam Submitter',
      submitterEmail: user.email,
      reviewNotes: null,
      reviewedAt: null,
      expertId: null,
    });
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, body.submission.id));
    expect(row).toMatchObject({ status: 'pending', submitterUserId: user.id, submitterEmail: user.email });
  });

  it('ignores submitter, status and id fields forged in the body', async () => {
    const res = await submit(
      {
        ...valid,
        submitterName: 'Mallory',
        submitterEmail: 'mallory@evil.example',
        submitterUserId: 1,
        status: 'approved',
        id: 999,
        expertId: 1,
        reviewNotes: 'ok',
      },
      cookie,
    );
    const { submission } = (await res.json()) as { submission: Submission };
    expect(submission).toMatchObject({ submitterName: 'Sam Submitter', submitterEmail: user.email, status: 'pending', reviewNotes: null, expertId: null });
    expect(submission.id).not.toBe(999);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect(row?.submitterUserId).toBe(user.id);
  });

  it('names the submitter by e-mail when the account has no name', async () => {
    const nameless = await insertUser(t.db, { email: 'nameless@example.org', passwordHash: 'x', firstName: null, lastName: '  ' });
    const session = await createSession(t.deps, nameless!.id);
    const { submission } = (await (await submit(valid, `session=${session.token}`)).json()) as { submission: Submission };
    expect(submission.submitterName).toBe('nameless@example.org');
  });

  it('stores biography and reason as optional', async () => {
    const { biography: _b, submitterReason: _r, ...required } = valid;
    const { submission } = (await (await submit(required, cookie)).json()) as { submission: Submission };
    expect(submission).toMatchObject({ biography: '', submitterReason: null });
  });

  it.each([['name'], ['title'], ['longevityContribution'], ['categories']])('asks for the required fields: %s missing', async (field) => {
    await expectMessage(await submit({ ...valid, [field]: undefined }, cookie), MESSAGES.submissionMissingInformation);
    const blank = field === 'categories' ? [] : '   ';
    await expectMessage(await submit({ ...valid, [field]: blank }, cookie), MESSAGES.submissionMissingInformation);
  });

  it('normalises categories, drops duplicates and refuses unknown ones', async () => {
    const res = await submit({ ...valid, categories: ['academic', 'academic-researchers', 'philanthropist', ' clinician '] }, cookie);
    expect(((await res.json()) as { submission: Submission }).submission.categories).toEqual(['academic', 'philanthropist_advocate', 'clinician']);
    await expectMessage(await submit({ ...valid, categories: ['academic', 'astrologer'] }, cookie), 'categories.1: unknown category "astrologer"');
  });

  it("refuses a link without a valid http(s) URL with the spec's message", async () => {
    for (const link of ['not a url', 'Site|', 'javascript:alert(1)', 'Home|ftp://example.org', 'Site|mailto:x@example.org']) {
      await expectMessage(await submit({ ...valid, referenceLinks: [...valid.referenceLinks, link] }, cookie), MESSAGES.invalidUrl);
    }
  });

  it('drops links to a target already listed', async () => {
    const referenceLinks = ['https://jane-example.org', 'Official Website|https://JANE-EXAMPLE.org/', '', 'https://jane-example.org/lab'];
    const { submission } = (await (await submit({ ...valid, referenceLinks }, cookie)).json()) as { submission: Submission };
    expect(submission.referenceLinks).toEqual(['https://jane-example.org', 'https://jane-example.org/lab']);
  });

  it('asks for an official website', async () => {
    for (const referenceLinks of [[], undefined, ['https://twitter.com/jane', 'https://www.linkedin.com/in/jane']]) {
      await expectMessage(await submit({ ...valid, referenceLinks }, cookie), MESSAGES.submissionMissingOfficialWebsite);
    }
  });

  it('refuses text over the limits, naming the field', async () => {
    await expectMessage(await submit({ ...valid, name: 'x'.repeat(TEXT_MAX.name + 1) }, cookie), `name: must be at most ${TEXT_MAX.name} characters long`);
    await expectMessage(
      await submit({ ...valid, biography: 'x'.repeat(TEXT_MAX.longText + 1) }, cookie),
      `biography: must be at most ${TEXT_MAX.longText} characters long`,
    );
    const manyLinks = Array.from({ length: TEXT_MAX.listItems + 1 }, (_, i) => `https://example.org/${i}`);
    await expectMessage(await submit({ ...valid, referenceLinks: manyLinks }, cookie), `referenceLinks: must have at most ${TEXT_MAX.listItems} entries`);
  });

  it('stores script and HTML in every text field verbatim and answers them as JSON strings', async () => {
    const payload = '<script>alert(document.cookie)</script><img src=x onerror="alert(1)">';
    const hostile = {
      name: `Dr. ${payload}`,
      title: payload,
      categories: ['academic'],
      longevityContribution: `${payload} & "quotes" 'single'`,
      biography: `${payload}\n</textarea><svg onload=alert(1)>`,
      referenceLinks: [`${payload}|https://jane-example.org/?q=<script>`],
      submitterReason: payload,
    };
    const res = await submit(hostile, cookie);
    expect(res.status).toBe(201);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const { submission } = (await res.json()) as { submission: Submission };
    expect(submission).toMatchObject(hostile);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect(row).toMatchObject(hostile);
  });

  it('refuses a submission from a foreign origin', async () => {
    const before = await t.db.$count(submissions);
    const res = await t.request('POST', '/api/submissions', { body: valid, cookie, headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await t.db.$count(submissions)).toBe(before);
  });

  it('allows RATE_LIMITS.submissionPerUser submissions per user, then 429 with Retry-After', async () => {
    const { cookie: busy } = await signUp(t);
    for (let i = 0; i < RATE_LIMITS.submissionPerUser.max; i++) expect((await submit(valid, busy)).status).toBe(201);
    const before = await t.db.$count(submissions);
    const res = await submit(valid, busy);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe(String(RATE_LIMITS.submissionPerUser.windowMs / 1000));
    expect(await res.json()).toEqual({ message: 'Too many attempts. Please try again in 24 hours.' });
    expect(await t.db.$count(submissions)).toBe(before);
  });
});
