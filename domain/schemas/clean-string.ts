import { z } from 'zod';
import { withoutXmlForbidden } from '../xml-text.ts';

/**
 * The string every stored text field starts from: characters XML forbids (stray control
 * characters pasted from other programs) are dropped before trimming and length rules, so they
 * are never stored and never reach a feed. Still a ZodString, so `.trim().max()` chain as usual.
 */
export function cleanString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(withoutXmlForbidden);
}
