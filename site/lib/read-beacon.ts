import type { ReadKind } from '../../domain/profile-reads.ts';
import { api } from './api.ts';

/**
 * Tells the server a profile was read, or which profiles a directory search showed (issue 36 §2):
 * without cookies, not from automated browsers (the server also drops robots' user agents), and
 * never delaying the page (keepalive: it survives the reader leaving).
 */
export function sendRead(kind: ReadKind, slugs: readonly string[]): void {
  if (navigator.webdriver || slugs.length === 0) return;
  void api.reads.$post({ json: { kind, slugs: [...slugs] } }, { init: { credentials: 'omit', keepalive: true } }).catch(() => undefined);
}
