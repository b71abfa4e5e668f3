import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from '../domain/return-path.ts';

describe('safeReturnPath (the sign-in page\'s ?next=)', () => {
  it.each([
    ['/admin/articles', '/admin/articles'],
    ['/admin/experts?q=sinclair#top', '/admin/experts?q=sinclair#top'],
    ['/admin/../admin/users', '/admin/users'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' /admin',
    '/admin\n/x',
    '/login',
    '',
    null,
    undefined,
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('builds the sign-in address, dropping an unsafe return', () => {
    expect(loginPathReturningTo('/admin/images?x=1')).toBe('/login?next=%2Fadmin%2Fimages%3Fx%3D1');
    expect(loginPathReturningTo('//evil.example')).toBe('/login');
  });
});
