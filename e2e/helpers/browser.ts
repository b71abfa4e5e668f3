import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { testBrowserPath } from './chromium-path.ts';
import { watchCsp } from './csp.ts';

/** The browsers this worker launched and has not closed. */
const launched = new Set<Browser>();

/**
 * Work a page does on threads of its own, done on its main thread instead: on a machine with two
 * busy cores, Chromium's raster, scrolling, animation and V8 helper threads only compete for them.
 * A fifth less renderer CPU for the same tests (docs/BENCHMARKS.md); what pages do is unchanged.
 */
const FEWER_THREADS = [
  '--num-raster-threads=1',
  '--disable-partial-raster',
  '--disable-checker-imaging',
  '--disable-smooth-scrolling',
  '--disable-threaded-scrolling',
  '--disable-threaded-animation',
  '--js-flags=--single-threaded',
];

/**
 * Debian's Chromium, headless, with the background networking this closed machine refuses
 * turned off and its helper threads folded in (FEWER_THREADS). Playwright gives each launch its
 * own fresh profile.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: testBrowserPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...FEWER_THREADS,
    ],
  });
  launched.add(browser);
  browser.on('disconnected', () => launched.delete(browser));
  return browser;
}

/**
 * Closes every page the test left open (its contexts and their cookies stay for the file's next
 * test): an open page keeps running its timers and polls against the server while later tests run.
 * No test reads a page another one opened.
 */
export async function closeOpenPages(): Promise<void> {
  const pages = [...launched].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  await Promise.all(pages.map((page) => page.close()));
}

/** A fresh context (own cookies) with the clipboard allowed, as a visitor's browser; CSP violations are collected. */
export async function newVisitor(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  await watchCsp(context);
  return context;
}
