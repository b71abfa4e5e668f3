/**
 * The one rule for every redirect the product answers: a `Location` may only be a path on this
 * site. Browsers read `//host`, `/\host` and paths with tabs or newlines stripped as another
 * host, so the target is parsed the way a browser would and anything that leaves the origin,
 * carries control characters or backslashes, or would start with `//` is refused.
 */

const PROBE_ORIGIN = 'http://same-origin.invalid';
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/** The normalised same-origin path (with query and fragment) for `target`, or undefined when it cannot be one. */
export function sameOriginPath(target: string): string | undefined {
  if (!target.startsWith('/') || CONTROL_OR_BACKSLASH.test(target)) return undefined;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? undefined : path;
}
