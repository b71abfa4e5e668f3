import { describe, expect, it } from 'vitest';
import { categoriesField, hasOfficialWebsite, referenceLinksField, withoutDuplicateLinks } from '../domain/schemas/expert-profile.ts';

describe('expert profile fields shared by submissions and the editor', () => {
  it('categories: any accepted spelling, duplicates removed, unknown refused', () => {
    expect(categoriesField.parse(['regulator', 'regulators-policy-leaders', 'author'])).toEqual(['regulator_policy', 'author']);
    expect(categoriesField.safeParse(['nope']).success).toBe(false);
  });

  it('list entries are trimmed and blank ones dropped', () => {
    expect(referenceLinksField.parse([' https://a.org ', '', '   '])).toEqual(['https://a.org']);
  });

  it('links: duplicates by target dropped, first spelling kept', () => {
    expect(withoutDuplicateLinks(['https://a.org/x/', 'A|https://A.org/x', 'https://a.org/y'])).toEqual(['https://a.org/x/', 'https://a.org/y']);
  });

  it('an official website is a link labelled so, or one not on a social or reference network', () => {
    expect(hasOfficialWebsite(['https://x.com/someone'])).toBe(false);
    expect(hasOfficialWebsite(['Official site|https://x.com/someone'])).toBe(true);
    expect(hasOfficialWebsite(['https://someone.example'])).toBe(true);
  });
});
