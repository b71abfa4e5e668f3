import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumPath } from './chromium-path.ts';
import { watchCsp } from './csp.ts';

/**
 * Debian's Chromium, headless, with the background networking this closed machine refuses
 * turned off. Playwright gives each launch its own fresh profile.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh context (own cookies) with the clipboard allowed, as a visitor's browser; CSP violations are collected. */
export async function newVisitor(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  await watchCsp(context);
  return context;
}
