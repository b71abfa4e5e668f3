import type { Db } from '../../db/client.ts';
import { insertArticle, type NewArticle } from '../../db/queries/articles.ts';
import { createExpert, type NewExpertState } from '../../db/queries/experts.ts';
import { insertSubmission, type NewSubmission } from '../../db/queries/submissions.ts';
import type { ExpertProfile } from '../../domain/entities.ts';

let sequence = 0;

export function expertProfile(overrides: Partial<ExpertProfile> = {}): ExpertProfile {
  sequence += 1;
  return {
    name: `Test Expert ${sequence}`,
    title: 'Professor of Gerontology',
    categories: ['academic'],
    longevityContribution: `Studies the biology of ageing (${sequence}).`,
    biography: 'First line of the biography.\nSecond line of the biography.',
    imageUrl: null,
    customGptUrl: null,
    youtubeEmbeds: [],
    books: [],
    scienceHighlights: [],
    referenceLinks: ['https://example.org/lab'],
    ...overrides,
  };
}

/** Rows the factories write keep a first version by nobody, as the seed's do. */
const created = () => ({ reason: 'create' as const, actor: null, at: new Date() });

export function makeExpert(db: Db, overrides: Partial<ExpertProfile> = {}, featuredOrder?: number, state: NewExpertState = {}) {
  return createExpert(db, expertProfile(overrides), created(), {
    ...(featuredOrder === undefined ? {} : { featured: true, featuredOrder }),
    ...state,
  });
}

export function makeArticle(db: Db, overrides: Partial<NewArticle> = {}) {
  sequence += 1;
  const status = overrides.status ?? 'published';
  return insertArticle(
    db,
    {
      title: `Test Article ${sequence}`,
      slug: `test-article-${sequence}`,
      content: `# Heading ${sequence}\n\nBody text with **bold** words.`,
      excerpt: `Excerpt ${sequence}`,
      contentType: 'research_insight',
      seoTags: ['ageing'],
      status,
      publishedAt: status === 'published' ? new Date(Date.UTC(2026, 0, sequence % 28 || 1)) : null,
      ...overrides,
    },
    created(),
  );
}

/** A pending submission filed by `submitter` (an account from signUp), as POST /api/submissions stores it. */
export function makeSubmission(db: Db, submitter: { email: string; user: { id: number } }, overrides: Partial<NewSubmission> = {}) {
  sequence += 1;
  return insertSubmission(db, {
    name: `Dr. Submitted ${sequence}`,
    title: 'Professor',
    categories: ['academic'],
    longevityContribution: 'Work on ageing.',
    biography: 'Bio.',
    referenceLinks: [`Official Website|https://submitted-${sequence}.example.org`],
    submitterReason: null,
    submitterName: 'Ada Lovelace',
    submitterEmail: submitter.email,
    submitterUserId: submitter.user.id,
    ...overrides,
  });
}
