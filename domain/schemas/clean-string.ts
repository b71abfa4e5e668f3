import { z } from 'zod';
import { visibleText } from '../visible-text.ts';
import { withoutXmlForbidden } from '../xml-text.ts';

/**
 * The string every stored text field starts from: characters XML forbids (stray control
 * characters pasted from other programs) are dropped before trimming and length rules, so they
 * are never stored and never reach a feed. Still a ZodString, so `.trim().max()` chain as usual.
 */
export function cleanString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(withoutXmlForbidden);
}

/**
 * The string every name, title and slug starts from, on every path that stores one (editor,
 * submission, import, correction, AI output): also NFC, without invisible or direction-changing
 * characters, blanks as one space (domain/visible-text.ts). Still a ZodString.
 */
export function cleanName(params?: Parameters<typeof z.string>[0]) {
  return cleanString(params).overwrite(visibleText);
}
