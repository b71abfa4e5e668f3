import { afterEach, expect } from 'vitest';
import { closeOpenPages } from './helpers/browser.ts';
import { takeCspViolations } from './helpers/csp.ts';

/** Every browser test runs with the site's CSP enforced and fails on any violation it caused; its pages close after it. */
afterEach(async () => {
  try {
    expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
  } finally {
    await closeOpenPages();
  }
});
