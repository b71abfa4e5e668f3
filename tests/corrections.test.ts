import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getArticleById } from '../db/queries/articles.ts';
import { getExpertById } from '../db/queries/experts.ts';
import { activityLog, corrections } from '../db/schema.ts';
import { CORRECTION_MESSAGES, correctedValue, type Correction, type MyCorrection } from '../domain/corrections.ts';
import { RATE_LIMITS } from '../domain/limits.ts';
import { MESSAGES } from '../domain/messages.ts';
import { answeredCaptcha } from './helpers/captcha.ts';
import { freshAddress, signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { outboxMessages, waitForMessageTo } from './helpers/outbox.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/** 'Suggest a correction': readers send, editors accept (through the normal saves) or reject, senders learn the outcome. */

const t = await createTestApp();
const admin = await signUpAdmin(t);
const otherAdmin = await signUpAdmin(t);
const reader = await signUp(t, { firstName: 'Rita', lastName: 'Reader' });
const stranger = await signUp(t);

const expert = await makeExpert(t.db, {
  name: 'Corrected Expert',
  biography: 'Led the institute from its creation.\nWrote two books.',
  books: ['First Book'],
  referenceLinks: ['Official Website|https://corrected.example.org'],
});
const article = await makeArticle(t.db, { expertId: expert.id, title: 'An Article', content: '# Heading\n\nThe institute was created in 1976. More text.' });
const draft = await makeArticle(t.db, { status: 'draft', title: 'Not Public' });

const base = {
  entityType: 'expert',
  entityId: expert.id,
  part: 'biography',
  proposedText: 'Led the institute as its first director from 1976.',
  sourceUrl: 'https://www.nia.nih.gov/about/history',
};

function send(body: Record<string, unknown>, options: { cookie?: string; headers?: Record<string, string> } = {}) {
  return t.request('POST', '/api/corrections', { body, headers: options.headers ?? freshAddress(), ...(options.cookie ? { cookie: options.cookie } : {}) });
}

async function sendAnonymously(body: Record<string, unknown>, headers = freshAddress()) {
  return send({ email: 'Reader@Example.org', ...body, ...(await answeredCaptcha(t)) }, { headers });
}

async function stored(id: number) {
  const [row] = await t.db.select().from(corrections).where(eq(corrections.id, id));
  return row;
}

const accept = (id: number | string, body: unknown = {}, cookie = admin.cookie) => t.request('POST', `/api/admin/corrections/${id}/accept`, { body, cookie });
const reject = (id: number | string, body: unknown = { reason: 'The source does not say this.' }, cookie = admin.cookie) =>
  t.request('POST', `/api/admin/corrections/${id}/reject`, { body, cookie });

/** Also proves nothing in the corrections table changed. */
const correctionRows = () => t.db.select().from(corrections).orderBy(corrections.id);

describe('sending a correction', () => {
  it("takes a signed-in reader's correction directly, the sender from the session", async () => {
    const res = await send({ ...base, email: 'forged@evil.example', quote: 'from its creation' }, { cookie: reader.cookie });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ message: CORRECTION_MESSAGES.received, id: expect.any(Number) });
    expect(await stored(body.id)).toMatchObject({
      senderEmail: reader.email,
      senderUserId: reader.user.id,
      status: 'pending',
      subject: 'Corrected Expert',
      expertId: expert.id,
      articleId: null,
      quote: 'from its creation',
    });
  });

  it("takes an anonymous reader's correction with the captcha and an e-mail address", async () => {
    const res = await sendAnonymously({
      ...base,
      entityType: 'article',
      entityId: article.id,
      part: 'content',
      quote: 'created in 1976',
      proposedText: 'created in 1974',
    });
    expect(res.status).toBe(201);
    expect(await stored((await res.json()).id)).toMatchObject({
      senderEmail: 'reader@example.org',
      senderUserId: null,
      articleId: article.id,
      subject: 'An Article',
    });
  });

  it('asks an anonymous reader for the e-mail address and the captcha', async () => {
    await expectRefused(t, () => send(base), 400, CORRECTION_MESSAGES.emailRequired, correctionRows);
    await expectRefused(t, () => send({ ...base, email: 'a@b.org' }), 400, MESSAGES.captchaNotLoaded, correctionRows);
    await expectRefused(
      t,
      async () => send({ ...base, email: 'a@b.org', captchaExpected: (await answeredCaptcha(t)).captchaExpected }),
      400,
      MESSAGES.captchaAnswerRequired,
      correctionRows,
    );
    await expectRefused(
      t,
      async () => send({ ...base, email: 'a@b.org', ...(await answeredCaptcha(t)), captchaAnswer: '999' }),
      400,
      MESSAGES.captchaFailed,
      correctionRows,
    );
    await expectRefused(
      t,
      async () => send({ ...base, email: 'not-an-address', ...(await answeredCaptcha(t)) }),
      400,
      `email: ${MESSAGES.invalidEmail}`,
      correctionRows,
    );
  });

  it('refuses a wrong part, a missing source for a commercial interest, text too long, and a huge body', async () => {
    const as = { cookie: reader.cookie };
    await expectRefused(t, () => send({ ...base, part: 'content' }, as), 400, CORRECTION_MESSAGES.unknownPart, correctionRows);
    await expectRefused(t, () => send({ ...base, part: '__proto__' }, as), 400, CORRECTION_MESSAGES.unknownPart, correctionRows);
    await expectRefused(t, () => send({ ...base, part: 'disclosures', sourceUrl: null }, as), 400, CORRECTION_MESSAGES.sourceRequired, correctionRows);
    await expectRefused(t, () => send({ ...base, proposedText: '  ' }, as), 400, CORRECTION_MESSAGES.required, correctionRows);
    await expectRefused(
      t,
      () => send({ ...base, proposedText: 'x'.repeat(20_001) }, as),
      400,
      'proposedText: must be at most 20000 characters long',
      correctionRows,
    );
    await expectRefused(t, () => send({ ...base, sourceUrl: 'javascript:alert(1)' }, as), 400, `sourceUrl: ${MESSAGES.invalidUrl}`, correctionRows);
    await expectRefused(t, () => send({ ...base, entityType: 'user' }, as), 400, /^entityType: /, correctionRows);
    await expectRefused(t, () => send({ ...base, note: 'x'.repeat(2 * 1024 * 1024) }, as), 413, 'Request body is too large', correctionRows);
  });

  it('answers 404 for a page that is not public: unknown, deleted, or a draft article', async () => {
    const gone = await makeExpert(t.db, { name: 'Soon Gone' });
    expect((await t.request('DELETE', `/api/experts/${gone.id}`, { cookie: admin.cookie })).status).toBe(200);
    for (const target of [{ entityId: 987654 }, { entityId: gone.id }, { entityType: 'article', entityId: draft.id, part: 'title' }]) {
      await expectRefused(t, () => send({ ...base, ...target }, { cookie: reader.cookie }), 404, CORRECTION_MESSAGES.targetNotFound, correctionRows);
    }
  });

  it('answers for a scheduled or unpublished page exactly as for an id that does not exist, signed in or not', async () => {
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const earlier = new Date(Date.now() - 60_000);
    const hidden = [
      { entityType: 'expert', entityId: (await makeExpert(t.db, { name: 'Scheduled Secret' }, undefined, { published: false, publishAt: later })).id },
      {
        entityType: 'article',
        entityId: (await makeArticle(t.db, { title: 'Scheduled Secret Article', status: 'draft', publishAt: later })).id,
        part: 'title',
      },
      { entityType: 'article', entityId: (await makeArticle(t.db, { title: 'Withdrawn Secret Article', unpublishAt: earlier })).id, part: 'title' },
    ];
    const answer = async (res: Response) => ({ status: res.status, type: res.headers.get('Content-Type'), body: await res.text() });
    // A sender of their own: the per-account limit is not shared with the other tests.
    const sender = await signUp(t);
    const senders = [(body: Record<string, unknown>) => send(body, { cookie: sender.cookie }), (body: Record<string, unknown>) => sendAnonymously(body)];
    for (const sendAs of senders) {
      for (const target of hidden) {
        const missing = await answer(await sendAs({ ...base, ...target, entityId: 987_654 }));
        expect(missing).toEqual({
          status: 404,
          type: expect.stringContaining('application/json'),
          body: JSON.stringify({ message: CORRECTION_MESSAGES.targetNotFound }),
        });
        expect(await answer(await sendAs({ ...base, ...target }))).toEqual(missing);
      }
    }
    expect(await (await t.request('GET', '/api/corrections/mine', { cookie: sender.cookie })).json()).toEqual([]);
    expect((await correctionRows()).some((row) => row.subject.includes('Secret'))).toBe(false);
  });

  it('lets a sender read their own corrections only', async () => {
    const mine = (await (await t.request('GET', '/api/corrections/mine', { cookie: reader.cookie })).json()) as MyCorrection[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((entry) => entry.subject === 'Corrected Expert')).toBe(true);
    expect(Object.keys(mine[0] ?? {})).not.toContain('senderEmail');
    expect(await (await t.request('GET', '/api/corrections/mine', { cookie: stranger.cookie })).json()).toEqual([]);
    expect((await t.request('GET', '/api/corrections/mine')).status).toBe(401);
  });
});

describe('rate limits, like submissions', () => {
  it('counts per account, then answers 429 with Retry-After', async () => {
    const busy = await signUp(t);
    for (let n = 0; n < RATE_LIMITS.correctionPerUser.max; n++) expect((await send(base, { cookie: busy.cookie })).status).toBe(201);
    const res = await expectRefused(t, () => send(base, { cookie: busy.cookie }), 429, /^Too many attempts/, correctionRows);
    // The window started with the first correction, a moment ago.
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(RATE_LIMITS.correctionPerUser.windowMs / 1000 - 60);
  });

  it('counts per address without an account', async () => {
    const strict = await createTestApp({}, { rateLimits: { ...RATE_LIMITS, correctionPerAddress: { max: 2, windowMs: 60_000 } } });
    const target = await makeExpert(strict.db, { name: 'Limited' });
    const address = freshAddress();
    const once = async () =>
      strict.request('POST', '/api/corrections', {
        headers: address,
        body: { ...base, entityId: target.id, email: 'a@b.org', ...(await answeredCaptcha(strict)) },
      });
    expect((await once()).status).toBe(201);
    expect((await once()).status).toBe(201);
    expect((await once()).status).toBe(429);
  });
});

describe("the editors' queue", () => {
  it('lists corrections newest first, by status when asked, for admins only', async () => {
    const list = (await (await t.request('GET', '/api/admin/corrections', { cookie: admin.cookie })).json()) as Correction[];
    expect(list.length).toBeGreaterThan(2);
    expect(list[0]).toMatchObject({ status: 'pending', senderEmail: expect.any(String), partLabel: expect.any(String), publicPath: expect.any(String) });
    const pending = (await (await t.request('GET', '/api/admin/corrections?status=pending', { cookie: admin.cookie })).json()) as Correction[];
    expect(pending.every((entry) => entry.status === 'pending')).toBe(true);
    expect((await t.request('GET', '/api/admin/corrections?status=maybe', { cookie: admin.cookie })).status).toBe(400);
    await expectAdminOnly(t, (cookie) => t.request('GET', '/api/admin/corrections', cookie ? { cookie } : {}), reader.cookie);
  });
});

describe('accepting', () => {
  it('applies the quoted change through the normal save, records it, and tells the sender', async () => {
    const sent = (await (
      await send({ ...base, quote: 'from its creation', proposedText: 'as its first director from 1976' }, { cookie: reader.cookie })
    ).json()) as { id: number };
    const reasons = t.rebuild.reasons.length;
    const res = await accept(sent.id, { note: 'Thanks: the NIA history page confirms it.' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { correction: Correction; entity: { biography: string } };
    const biography = 'Led the institute as its first director from 1976.\nWrote two books.';
    expect(body.entity.biography).toBe(biography);
    expect((await getExpertById(t.db, expert.id))?.biography).toBe(biography);
    expect(body.correction).toMatchObject({
      status: 'accepted',
      reviewNote: 'Thanks: the NIA history page confirms it.',
      applied: { before: expect.stringContaining('from its creation'), after: biography },
    });
    expect(t.rebuild.reasons.slice(reasons)).toEqual(['Expert updated: Corrected Expert']);
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'correction.accepted'));
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      entityType: 'correction',
      entityId: String(sent.id),
      summary: 'Accepted a correction to the biography of Corrected Expert',
    });

    const mine = (await (await t.request('GET', '/api/corrections/mine', { cookie: reader.cookie })).json()) as MyCorrection[];
    expect(mine.find((entry) => entry.id === sent.id)).toMatchObject({
      status: 'accepted',
      reviewNote: 'Thanks: the NIA history page confirms it.',
      publicPath: `/${expert.slug}`,
      partLabel: 'Biography',
    });
    const mail = await waitForMessageTo(t, reader.email, 1, CORRECTION_MESSAGES.acceptedSubject);
    expect(mail).toContain(`/${expert.slug}`);
    expect(mail).toContain('/my-submissions');
  });

  it('applies a quoted change to an article, and mails an anonymous sender', async () => {
    const sent = (await (
      await sendAnonymously({
        ...base,
        entityType: 'article',
        entityId: article.id,
        part: 'content',
        quote: 'created in 1976',
        proposedText: 'created in 1974',
        email: 'anon-accept@example.org',
      })
    ).json()) as { id: number };
    expect((await accept(sent.id)).status).toBe(200);
    expect((await getArticleById(t.db, article.id))?.content).toBe('# Heading\n\nThe institute was created in 1974. More text.');
    const mail = await waitForMessageTo(t, 'anon-accept@example.org', 1, CORRECTION_MESSAGES.acceptedSubject);
    expect(mail).not.toContain('/my-submissions');
  });

  it("asks for the value when the quote is no longer there, then takes the editor's", async () => {
    const sent = (await (await send({ ...base, quote: 'words that are not there' }, { cookie: reader.cookie })).json()) as { id: number };
    await expectRefused(t, () => accept(sent.id), 409, CORRECTION_MESSAGES.notApplicable, correctionRows);
    await expectRefused(t, () => accept(sent.id, { value: 42 }), 400, /^biography: /, correctionRows);
    expect((await accept(sent.id, { value: 'An editor-written biography.' })).status).toBe(200);
    expect((await getExpertById(t.db, expert.id))?.biography).toBe('An editor-written biography.');
  });

  it("refuses a change the page's rules refuse, and leaves the correction pending", async () => {
    const full = await makeExpert(t.db, { name: 'Three Books', books: ['One', 'Two', 'Three'] });
    const sent = (await (await send({ ...base, entityId: full.id, part: 'books', proposedText: 'Four' }, { cookie: reader.cookie })).json()) as { id: number };
    await expectRefused(t, () => accept(sent.id), 400, 'You can add at most 3 books', correctionRows);
    expect((await stored(sent.id))?.status).toBe('pending');
  });

  it("adds a commercial interest with the sender's source", async () => {
    const sent = (await (
      await send(
        { ...base, part: 'disclosures', proposedText: 'Founded a supplement company.', sourceUrl: 'https://news.example.org/story' },
        { cookie: reader.cookie },
      )
    ).json()) as { id: number };
    expect((await accept(sent.id)).status).toBe(200);
    expect((await getExpertById(t.db, expert.id))?.disclosures).toEqual([
      { kind: 'other', text: 'Founded a supplement company.', sourceUrl: 'https://news.example.org/story' },
    ]);
  });

  it('applies once when two editors accept at once', async () => {
    const sent = (await (await send({ ...base, part: 'books', proposedText: 'Raced Book' }, { cookie: reader.cookie })).json()) as { id: number };
    const results = await Promise.all([accept(sent.id), accept(sent.id, {}, otherAdmin.cookie)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await getExpertById(t.db, expert.id))?.books).toEqual(['First Book', 'Raced Book']);
    expect(await t.db.$count(activityLog, eq(activityLog.entityId, String(sent.id)))).toBe(1);
  });

  it('refuses a correction whose page was deleted (it can still be rejected), a decided one, and an unknown one', async () => {
    const doomed = await makeExpert(t.db, { name: 'Deleted Later' });
    const sent = (await (await send({ ...base, entityId: doomed.id, part: 'title', proposedText: 'New title' }, { cookie: reader.cookie })).json()) as {
      id: number;
    };
    await t.request('DELETE', `/api/experts/${doomed.id}`, { cookie: admin.cookie });
    await expectRefused(t, () => accept(sent.id), 409, CORRECTION_MESSAGES.targetGone, correctionRows);
    expect((await reject(sent.id)).status).toBe(200);
    await expectRefused(t, () => accept(sent.id), 409, CORRECTION_MESSAGES.alreadyReviewed, correctionRows);
    await expectRefused(t, () => reject(sent.id), 409, CORRECTION_MESSAGES.alreadyReviewed, correctionRows);
    await expectRefused(t, () => accept(987654), 404, CORRECTION_MESSAGES.notFound, correctionRows);
    await expectRefused(t, () => accept('abc'), 400, /positive whole number/, correctionRows);
  });

  it('is for admins only', async () => {
    const sent = (await (await send(base, { cookie: reader.cookie })).json()) as { id: number };
    await expectAdminOnly(
      t,
      (cookie) => t.request('POST', `/api/admin/corrections/${sent.id}/accept`, { body: {}, ...(cookie ? { cookie } : {}) }),
      reader.cookie,
      correctionRows,
    );
    await expectAdminOnly(
      t,
      (cookie) => t.request('POST', `/api/admin/corrections/${sent.id}/reject`, { body: { reason: 'No.' }, ...(cookie ? { cookie } : {}) }),
      reader.cookie,
      correctionRows,
    );
  });
});

describe('rejecting', () => {
  it('needs a reason, changes nothing public, and tells the sender why', async () => {
    const sent = (await (await sendAnonymously({ ...base, email: 'anon-reject@example.org' })).json()) as { id: number };
    await expectRefused(t, () => reject(sent.id, {}), 400, CORRECTION_MESSAGES.reasonRequired, correctionRows);
    await expectRefused(t, () => reject(sent.id, { reason: '   ' }), 400, CORRECTION_MESSAGES.reasonRequired, correctionRows);
    const before = await getExpertById(t.db, expert.id);
    const reasons = t.rebuild.reasons.length;
    const res = await reject(sent.id, { reason: 'The NIA page says otherwise.' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { correction: Correction }).correction).toMatchObject({ status: 'rejected', reviewNote: 'The NIA page says otherwise.' });
    expect(await getExpertById(t.db, expert.id)).toEqual(before);
    expect(t.rebuild.reasons.length).toBe(reasons);
    const mail = await waitForMessageTo(t, 'anon-reject@example.org', 1, CORRECTION_MESSAGES.rejectedSubject);
    expect(mail).toContain('The NIA page says otherwise.');
    expect((await outboxMessages(t.dir)).length).toBeGreaterThan(0);
  });
});

describe('the corrected value of a part', () => {
  const correction = (quote: string | null, proposedText: string, sourceUrl: string | null = null) => ({ quote, proposedText, sourceUrl });

  it('replaces a quoted passage found exactly once, literally', () => {
    expect(correctedValue('biography', 'a b c', correction('b', 'x $& y'))).toBe('a x $& y c');
    expect(correctedValue('biography', 'a b b', correction('b', 'x'))).toBeUndefined();
    expect(correctedValue('biography', 'a b c', correction('z', 'x'))).toBeUndefined();
  });

  it('replaces a short text whole without a quote, never an article body', () => {
    expect(correctedValue('title', 'Old', correction(null, 'New'))).toBe('New');
    expect(correctedValue('content', 'Long text', correction(null, 'New'))).toBeUndefined();
  });

  it('replaces the list entry the quote names, or adds the proposed one', () => {
    expect(correctedValue('books', ['A', 'B'], correction(' B ', 'C'))).toEqual(['A', 'C']);
    expect(correctedValue('books', ['A'], correction(null, 'C'))).toEqual(['A', 'C']);
    expect(correctedValue('books', ['A'], correction('Z', 'C'))).toBeUndefined();
  });

  it('replaces or adds a commercial interest, always with a source', () => {
    const held = [{ kind: 'founder' as const, text: 'Founded X.', sourceUrl: 'https://a.example.org' }];
    expect(correctedValue('disclosures', held, correction('Founded X.', 'Co-founded X.', 'https://b.example.org'))).toEqual([
      { kind: 'founder', text: 'Co-founded X.', sourceUrl: 'https://b.example.org' },
    ]);
    expect(correctedValue('disclosures', held, correction(null, 'Advises Y.', 'https://c.example.org'))).toEqual([
      ...held,
      { kind: 'other', text: 'Advises Y.', sourceUrl: 'https://c.example.org' },
    ]);
    expect(correctedValue('disclosures', held, correction(null, 'Advises Y.'))).toBeUndefined();
  });
});
