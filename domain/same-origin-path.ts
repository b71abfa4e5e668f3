/**
 * The one rule for every place the product sends a browser to a path it was given: a redirect
 * the server answers (`Location`), and the page the sign-in returns to (`/login?next=...`).
 *
 * The target is normalised first, exactly as the browser's URL parser will (dot segments, `%2e`,
 * `/x/..`), and only the result is checked: it must stay on this origin and be a path that the
 * parser reads back as itself. `/.//evil.example` normalises to `//evil.example`, which a browser
 * reads as another host, so it is refused; a caller navigates to the returned path, never to its
 * input. Control characters (which browsers strip: `/\t/evil.example` is `//evil.example` to
 * them) and backslashes (read as `/`) are refused outright.
 */

const PROBE_ORIGIN = 'http://same-origin.invalid';
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/** Longest target kept: a page of this site, not a place to smuggle data. */
export const SAME_ORIGIN_PATH_MAX = 2048;

/** How the URL parser reads `target` on this site: the path with its query and fragment, or undefined if it leaves the origin. */
function parsedPath(target: string): string | undefined {
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/** The normalised same-origin path (with query and fragment) for `target`, or undefined when it cannot be one. */
export function sameOriginPath(target: string | null | undefined): string | undefined {
  if (!target || target.length > SAME_ORIGIN_PATH_MAX) return undefined;
  if (!target.startsWith('/') || CONTROL_OR_BACKSLASH.test(target)) return undefined;
  const path = parsedPath(target);
  if (path === undefined || !path.startsWith('/') || path.startsWith('//')) return undefined;
  // Navigating to the result must land on exactly the result.
  return parsedPath(path) === path ? path : undefined;
}

const LOGIN_PATH = '/login';

/** Where the sign-in sends the visitor afterwards (`?next=`): a same-origin path, never the sign-in page itself. */
export function signInReturnPath(next: string | null | undefined): string | undefined {
  const path = sameOriginPath(next);
  if (!path || new URL(path, PROBE_ORIGIN).pathname === LOGIN_PATH) return undefined;
  return path;
}

/** The sign-in address that brings the visitor back to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  const safe = signInReturnPath(path);
  return safe ? `${LOGIN_PATH}?next=${encodeURIComponent(safe)}` : LOGIN_PATH;
}
