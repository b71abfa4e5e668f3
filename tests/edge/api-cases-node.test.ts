import { describe, expect, it } from 'vitest';
import { signUpAdmin } from '../helpers/admin.ts';
import { signUp } from '../helpers/accounts.ts';
import { createTestApp, TEST_ORIGIN } from '../helpers/test-app.ts';
import { API_CASES, caseMismatch, caseRequest } from './api-cases.ts';

/** The shared API cases on Node, through `app.request`; tests/edge/workerd.test.ts runs the same list in workerd. */

const t = await createTestApp();
const cookies = { anonymous: undefined, user: (await signUp(t)).cookie, admin: (await signUpAdmin(t)).cookie };

describe('shared API cases on Node', () => {
  it.each(API_CASES.map((apiCase) => [apiCase.name, apiCase] as const))('%s', async (_name, apiCase) => {
    const res = await t.app.request(apiCase.path, caseRequest(apiCase, TEST_ORIGIN, cookies[apiCase.as ?? 'anonymous']));
    expect(await caseMismatch(apiCase, res)).toBeUndefined();
  });
});
