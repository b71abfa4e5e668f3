import { createHash } from 'node:crypto';
import { inlineScriptBodies } from '../../domain/security-headers.ts';

/**
 * The CSP source expressions of a page's inline scripts. The build collects them over every page
 * it writes into `csp-hashes.json`, and the servers allow exactly those scripts, so the policy
 * needs no 'unsafe-inline' for scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  return inlineScriptBodies(html).map((body) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
}
