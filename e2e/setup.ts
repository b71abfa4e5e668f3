import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './helpers/csp.ts';

/** Every browser test runs with the site's CSP enforced and fails on any violation it caused. */
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
