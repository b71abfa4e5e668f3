import { expect } from 'vitest';
import { aiRuns, articles, experts, sessions, storedImages, submissions, users } from '../../db/schema.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Something else a refused request must leave alone, read before and after it (e.g. an image host's hit count). */
export type Also = () => unknown;

/**
 * Every row and stored file a request could touch, and the rebuild requests so far, to prove a refused
 * request changed nothing. Captcha nonces and rate-limit counters are left out: a refusal may spend them.
 */
export async function snapshot(t: TestApp, also?: Also) {
  const [e, s, u, sess, img, a, runs, files, extra] = await Promise.all([
    t.db.select().from(experts).orderBy(experts.id),
    t.db.select().from(submissions).orderBy(submissions.id),
    t.db.select().from(users).orderBy(users.id),
    t.db.select({ id: sessions.id, userId: sessions.userId }).from(sessions).orderBy(sessions.id),
    t.db.select().from(storedImages).orderBy(storedImages.id),
    t.db.select().from(articles).orderBy(articles.id),
    t.db.select().from(aiRuns).orderBy(aiRuns.id),
    t.deps.storage.list(),
    also?.(),
  ]);
  return {
    experts: e,
    submissions: s,
    users: u,
    sessions: sess,
    storedImages: img,
    articles: a,
    aiRuns: runs,
    files: files.sort((x, y) => x.key.localeCompare(y.key)),
    rebuilds: [...t.rebuild.reasons],
    also: extra,
  };
}

/** A refusal whose body carries more than its words (a budget refusal's amounts): the message, and the other fields as expected. */
export type RefusalBody = { message: string | RegExp } & Record<string, unknown>;

/**
 * Runs a request that must be refused: checks its status, that its body is exactly `{ message }` (or the
 * `RefusalBody` given), and that nothing in `snapshot` (nor `also`) changed. Answers the response, for its headers.
 */
export async function expectRefused(
  t: TestApp,
  send: () => Response | Promise<Response>,
  status: number,
  message?: string | RegExp | RefusalBody,
  also?: Also,
): Promise<Response> {
  const before = await snapshot(t, also);
  const res = await send();
  const body: unknown = await res.json();
  const { message: words, ...rest } = typeof message === 'object' && !(message instanceof RegExp) ? message : { message };
  const expected = words instanceof RegExp ? expect.stringMatching(words) : (words ?? expect.any(String));
  expect({ status: res.status, body }).toEqual({ status, body: { message: expected, ...rest } });
  expect(await snapshot(t, also)).toEqual(before);
  return res;
}
