import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newVisitor } from './browser.ts';
import { signInWithApi } from './page.ts';
import { startTestServer, type TestServer } from './server.ts';

/** The administrator the test server creates at start-up. */
export const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };

export interface AdminSession {
  server: TestServer;
  browser: Browser;
  /** A browser context signed in as ADMIN. */
  admin: BrowserContext;
}

/**
 * Starts the real server (with `env` added to its settings) and Chromium for the file, signs the
 * admin in, and stops both at the end. The answer is filled in by beforeAll, so read its fields
 * inside tests only.
 */
export function useAdminSession(env: Record<string, string> = {}): AdminSession {
  const session = {} as AdminSession;
  beforeAll(async () => {
    session.server = await startTestServer(env);
    session.browser = await launchBrowser();
    session.admin = await newVisitor(session.browser, session.server.url);
    await signInWithApi(session.admin, ADMIN);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  return session;
}
