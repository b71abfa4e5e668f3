function hasControlCharacter(value: string): boolean {
  return [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** Longest return path kept: a page of this site, not a place to smuggle data. */
const RETURN_PATH_MAX = 500;

/**
 * The page to return to after signing in (`/login?next=...`): only a path on this site. An absolute
 * URL ('https://evil.example'), a protocol-relative one ('//evil.example', '/\evil.example'), a
 * scheme ('javascript:') or control characters are refused, so the parameter cannot send an admin
 * elsewhere. Answers the path (with its query and fragment) or undefined.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > RETURN_PATH_MAX) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return undefined;
  const base = 'https://return.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  // Never back to the sign-in page itself.
  if (url.pathname === '/login') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that brings the visitor back to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  const safe = safeReturnPath(path);
  return safe ? `/login?next=${encodeURIComponent(safe)}` : '/login';
}
