import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, SAME_ORIGIN_PATH_MAX, sameOriginPath, signInReturnPath } from '../domain/same-origin-path.ts';

/**
 * The one rule for paths the product sends a browser to. Checked against what a browser does with
 * the answer: `location.assign(path)` on a page of the site resolves it with the WHATWG URL parser
 * (Node's URL is the same parser), and the visitor must stay on the site.
 */

const SITE = 'https://experts.example';

/** Where a browser on /login goes when told to go to `path`. */
function browserGoesTo(path: string): URL {
  return new URL(path, `${SITE}/login?next=x`);
}

/** The rule's promise for any input: nothing, or a path that keeps the browser on the site and is read back as itself. */
function expectStaysOnSite(input: string): void {
  const path = sameOriginPath(input);
  if (path === undefined) return;
  const landed = browserGoesTo(path);
  expect({ input, origin: landed.origin }).toEqual({ input, origin: SITE });
  expect(`${landed.pathname}${landed.search}${landed.hash}`).toBe(path);
  expect(path.startsWith('//')).toBe(false);
}

describe('sameOriginPath', () => {
  it.each([
    ['/admin/articles', '/admin/articles'],
    ['/admin/experts?q=sinclair#top', '/admin/experts?q=sinclair#top'],
    ['/admin/../admin/users', '/admin/users'],
    ['/./directory', '/directory'],
    ['/articles/%2e%2e/directory', '/directory'],
    // Encoded slashes and backslashes stay encoded: one path segment on this site.
    ['/%2F%2Fevil.example/x', '/%2F%2Fevil.example/x'],
    ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['/', '/'],
  ])('keeps %j as the normalised path %j', (input, expected) => {
    expect(sameOriginPath(input)).toBe(expected);
    expectStaysOnSite(input);
  });

  it.each([
    // Normalised by the browser into a protocol-relative URL: checked after normalising, so refused.
    '/.//evil.example/x',
    '/%2e//evil.example/x',
    '/%2E//evil.example/x',
    '/%2e%2e//evil.example/x',
    '/x/..//evil.example/x',
    '/x/%2e%2e//evil.example/x',
    '/x/%2E%2E//evil.example/x',
    '/a/b/../..//evil.example',
    '/..//evil.example',
    '/../..//evil.example',
    '/././/evil.example',
    '/x/.%2e//evil.example',
    // Protocol-relative and backslashes (browsers read \ as /).
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/x/..\\/evil.example',
    '/x/..\\\\evil.example',
    // Tabs, newlines and other controls, which browsers strip from URLs.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/.\t//evil.example',
    '/x/.\n.//evil.example',
    '/\u0000/evil.example',
    '/admin\n/x',
    '/admin\u007f',
    // Not a path at all.
    'https://evil.example/admin',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /admin',
    'admin',
    '',
    null,
    undefined,
    `/${'a'.repeat(SAME_ORIGIN_PATH_MAX)}`,
  ])('refuses %j', (input) => {
    expect(sameOriginPath(input)).toBeUndefined();
  });

  it('never answers a path that takes a browser off the site, over thousands of generated hostile paths', () => {
    const parts = ['/', '//', '.', '..', '%2e', '%2E', '%2e%2e', '\\', '%5c', '%2f', '%2F', '\t', '\n', 'evil.example', 'x', '?', '#', ':', '@', ' '];
    // A small deterministic generator (no Math.random): the same cases every run.
    let seed = 20;
    const nextIndex = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let i = 0; i < 20_000; i++) {
      const length = 1 + nextIndex(7);
      let input = '/';
      for (let j = 0; j < length; j++) input += parts[nextIndex(parts.length)];
      expectStaysOnSite(input);
    }
  });
});

describe("signInReturnPath (the sign-in page's ?next=)", () => {
  it('answers the normalised same-origin path, never the sign-in page', () => {
    expect(signInReturnPath('/admin/./articles?tab=drafts')).toBe('/admin/articles?tab=drafts');
    expect(signInReturnPath('/login')).toBeUndefined();
    expect(signInReturnPath('/x/../login?next=/admin')).toBeUndefined();
    expect(signInReturnPath('/.//evil.example/x')).toBeUndefined();
  });

  it('builds the sign-in address, dropping an unsafe return', () => {
    expect(loginPathReturningTo('/admin/images?x=1')).toBe('/login?next=%2Fadmin%2Fimages%3Fx%3D1');
    expect(loginPathReturningTo('//evil.example')).toBe('/login');
    expect(loginPathReturningTo('/%2e//evil.example')).toBe('/login');
  });
});
