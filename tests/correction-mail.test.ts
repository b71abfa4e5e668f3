import { describe, expect, it } from 'vitest';
import { CORRECTION_MESSAGES, type Correction } from '../domain/corrections.ts';
import { formatDateTime } from '../domain/dates.ts';
import { freshAddress, signUp } from './helpers/accounts.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { waitForMessageTo } from './helpers/outbox.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

/**
 * The mail a reader gets when an editor accepts their correction (issue 32): it names the page as it
 * reads after the change (a corrected name or title, not the one the reader wrote about) and says
 * when the change went live, which is when it was saved (public pages are rendered from the data),
 * instead of promising 'a few minutes'. Through the real outbox mailer, after the answer.
 */

const t = await createTestApp();
const admin = await signUpAdmin(t);

async function sendAndAccept(reader: { cookie: string }, body: Record<string, unknown>) {
  const sent = await t.request('POST', '/api/corrections', {
    body: { sourceUrl: 'https://example.org/source', ...body },
    cookie: reader.cookie,
    headers: freshAddress(),
  });
  expect(sent.status).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const accepted = await t.request('POST', `/api/admin/corrections/${id}/accept`, { body: {}, cookie: admin.cookie });
  expect(accepted.status).toBe(200);
  return (await accepted.json()) as { correction: Correction; entity: { updatedAt: string } };
}

describe('the mail of an accepted correction', () => {
  it('names an expert by the corrected name and says since when the change has been live', async () => {
    const reader = await signUp(t);
    const expert = await makeExpert(t.db, { name: 'Dr. Misspelt Nmae' });
    const { correction, entity } = await sendAndAccept(reader, { entityType: 'expert', entityId: expert.id, part: 'name', proposedText: 'Dr. Misspelt Name' });
    const mail = await waitForMessageTo(t, reader.email, 1, CORRECTION_MESSAGES.acceptedSubject);
    expect(mail).toContain('your correction to the name of "Dr. Misspelt Name"');
    expect(mail).not.toContain('Nmae');
    expect(mail).not.toContain('few minutes');
    expect(mail).toContain(`The corrected page has been live since ${formatDateTime(entity.updatedAt, '', 'UTC')}: ${TEST_ORIGIN}${correction.publicPath}`);
  });

  it('names an article by its corrected title', async () => {
    const reader = await signUp(t);
    const article = await makeArticle(t.db, { title: 'Calorie Restriction Doubles Lifespan' });
    const proposedText = 'Calorie Restriction and Lifespan in Mice';
    const { correction, entity } = await sendAndAccept(reader, { entityType: 'article', entityId: article.id, part: 'title', proposedText });
    const mail = await waitForMessageTo(t, reader.email, 1, CORRECTION_MESSAGES.acceptedSubject);
    expect(mail).toContain(`your correction to the title of "${proposedText}"`);
    expect(mail).not.toContain('Doubles');
    expect(mail).toContain(`The corrected page has been live since ${formatDateTime(entity.updatedAt, '', 'UTC')}: ${TEST_ORIGIN}${correction.publicPath}`);
  });
});
