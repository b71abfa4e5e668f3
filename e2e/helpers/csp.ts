import type { BrowserContext } from 'playwright-core';

/**
 * Content-Security-Policy violations seen by any page of any watched context since the last
 * check. The server enforces the policy, so a violation is a broken page (a blocked script,
 * style, frame or image); `e2e/setup.ts` fails the test that caused one.
 */
export const cspViolations: string[] = [];

/** Chromium reports a blocked resource as a console error naming the policy; the event catches the rest. */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('Content Security Policy violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' on ' + location.pathname);
});`;

export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(REPORT_VIOLATIONS);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
}

/** The violations collected so far, emptied. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}
