import { describe, expect, it } from 'vitest';
import { ARTICLE_REF_LABELS, articleRefState, openArticleText } from '../domain/library.ts';

/** How the library names the article a content item became: live, scheduled, draft or archived. */
describe('the article a library item became', () => {
  it('is live only when published; a draft with a time is scheduled', () => {
    expect(articleRefState({ status: 'published', publishAt: null })).toBe('published');
    expect(articleRefState({ status: 'draft', publishAt: null })).toBe('draft');
    expect(articleRefState({ status: 'draft', publishAt: '2026-12-01T09:00:00.000Z' })).toBe('scheduled');
    expect(articleRefState({ status: 'archived', publishAt: null })).toBe('archived');
  });

  it("says 'Published as' only of a live article, and where its link goes", () => {
    expect(ARTICLE_REF_LABELS.published).toBe('Published as');
    expect(ARTICLE_REF_LABELS.draft).toBe('Draft article');
    expect(openArticleText({ title: 'Sleep', status: 'published', publishAt: null })).toBe('Open “Sleep”');
    expect(openArticleText({ title: 'Sleep', status: 'draft', publishAt: null })).toBe('Open the draft article “Sleep” in Articles');
    expect(openArticleText({ title: 'Sleep', status: 'draft', publishAt: '2026-12-01T09:00:00.000Z' })).toBe('Open the scheduled article “Sleep” in Articles');
  });
});
