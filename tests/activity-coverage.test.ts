import { gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../db/queries/claims.ts';
import { insertProposal } from '../db/queries/expert-proposals.ts';
import { insertCorrection } from '../db/queries/corrections.ts';
import { setExpertOwner } from '../db/queries/expert-owners.ts';
import { saveWikidataCheck } from '../db/queries/link-checks.ts';
import { insertStoredImage } from '../db/queries/stored-images.ts';
import { activityLog, aiRuns, articles, experts, libraryContent, libraryImages } from '../db/schema.ts';
import type { ActivityAction } from '../domain/activity.ts';
import { signUp } from './helpers/accounts.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { expertProfile, makeArticle, makeExpert, makeSubmission } from './helpers/factories.ts';
import { addImageRoutes, imageEnv } from './helpers/image-providers.ts';
import { PNG_BYTES, startImageServer } from './helpers/image-server.ts';
import { aiEnv, schemaNameOf, startOpenAiServer, type Reply } from './helpers/openai-server.ts';
import { adaResponder, startResearchServer } from './helpers/research-servers.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

/**
 * Every admin route that changes data leaves exactly one entry in the activity log when it
 * succeeds, and none when it is refused. The routes come from the app itself (`app.routes`), and
 * which of them are admin-only is asked of the app too (401 signed out, 403 to a signed-in user),
 * so a route added later without a case below fails this file until its case (and its entry) exist.
 *
 * AI calls that only write text for the screen change nothing stored: their record is their row in
 * the AI run ledger, which the activity log lists as `ai.run` (see docs/DECISIONS.md).
 */

const router = await startOpenAiServer({ openrouter: true });
const imageAi = await startOpenAiServer();
await addImageRoutes(imageAi);
const sources = await startResearchServer();
const imageHost = await startImageServer();
afterAll(router.close);
afterAll(imageAi.close);
afterAll(sources.close);

const t = await createTestApp({ ...imageEnv(imageAi), ...aiEnv(router), ...sources.env(), ALLOW_PRIVATE_IMAGE_URLS: 'true' });
const admin = await signUpAdmin(t);
const user = await signUp(t);

/** Each text generator answered in its own shape; the research schemas with the Ada fixture. */
router.respond((request): Reply => {
  switch (schemaNameOf(request)) {
    case 'seo_title':
      return { json: { title: 'Sleep and repair' } };
    case 'article_excerpt':
      // 140 to 160 characters, as the excerpt schema asks.
      return {
        json: {
          excerpt:
            'Sleep supports the repair of cells and tissues. This article follows what the studies show about deep sleep, ageing and the work the body does at night.',
        },
      };
    case 'seo_tags':
      return { json: { tags: ['sleep', 'repair', 'ageing'] } };
    case 'article_ideas':
      return { json: { ideas: [{ title: 'Sleep and repair', description: 'What the studies show.' }] } };
    case 'article_markdown':
      return { json: { markdown: '# Sleep and repair\n\nSleep supports repair.' } };
    case 'image_prompt':
      return { json: { prompt: 'A calm documentary photograph of morning light' } };
    default:
      return adaResponder(request);
  }
});

const ARTICLE = '# Sleep and repair\n\nSleep supports repair in many studies.';
const PROFILE = {
  name: 'Dr. Logged',
  title: 'Director',
  categories: ['academic'],
  longevityContribution: 'Studies ageing.',
  biography: 'Bio.',
  referenceLinks: ['Official Website|https://logged.example.org'],
};

/** The request a case makes: its path (ids filled in) and a JSON body, a form, or nothing. */
interface Call {
  path: string;
  body?: unknown;
  form?: FormData;
}

interface Case {
  /** Makes what the call needs (through the database or the API, before counting) and answers the call. */
  arrange: () => Promise<Call> | Call;
  /**
   * The entry a successful call leaves; 'ledger': an AI call that only writes text, recorded by its
   * AI run; 'private': the admin's own working copy (the wizard's saved state), which changes
   * nothing shared and leaves no entry (docs/DECISIONS.md, '#21 server side').
   */
  records: ActivityAction | 'ledger' | 'private';
  /** AI runs the call makes besides its entry (e.g. SEO tags generated while saving content). */
  aiRuns?: number;
}

let serial = 0;
const next = () => ++serial;

async function libraryContentRow(overrides: Partial<typeof libraryContent.$inferInsert> = {}) {
  const expert = await makeExpert(t.db);
  const [row] = await t.db
    .insert(libraryContent)
    .values({ projectId: null, expertId: expert.id, contentType: 'research_insight', content: `# Saved ${next()}\n\nText.`, seoTags: ['sleep'], ...overrides })
    .returning();
  return row!;
}

async function libraryImageRow(contentId: number | null = null) {
  const [row] = await t.db
    .insert(libraryImages)
    .values({ projectId: null, contentId, imageUrl: `/uploads/images/library-${next()}.png` })
    .returning();
  return row!;
}

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

/** A draft with a publication scheduled in a week (through the API, before counting). */
async function scheduledDraft(): Promise<number> {
  const article = await makeArticle(t.db, { status: 'draft' });
  await t.request('PUT', `/api/admin/schedule/article/${article.id}/publish`, { cookie: admin.cookie, body: { at: inAWeek() } });
  return article.id;
}

/** A draft article marked Ready for review (through the API, before counting). */
async function draftInReview(): Promise<number> {
  const article = await makeArticle(t.db, { status: 'draft' });
  await t.request('POST', `/api/admin/reviews/article/${article.id}/ready`, { cookie: admin.cookie });
  return article.id;
}

/** A reader's pending correction quoting an expert's title. */
async function pendingCorrection(): Promise<number> {
  const expert = await makeExpert(t.db);
  const correction = await insertCorrection(t.db, {
    entityType: 'expert',
    entityId: expert.id,
    subject: expert.name,
    part: 'title',
    quote: expert.title,
    proposedText: 'Professor of Biogerontology',
    sourceUrl: null,
    note: null,
    senderEmail: user.email,
    senderUserId: user.user.id,
  });
  return correction.id;
}

/** A claim to a new profile by ORCID, waiting for an editor. */
async function pendingProposal(): Promise<number> {
  const expert = await makeExpert(t.db);
  return (
    await insertProposal(t.db, { expertId: expert.id, userId: user.user.id, changes: { title: 'Professor of Proposals' }, note: null, createdAt: new Date() })
  ).id;
}

async function pendingClaim(): Promise<number> {
  const expert = await makeExpert(t.db);
  const claim = await insertClaim(t.db, {
    expertId: expert.id,
    userId: user.user.id,
    method: 'orcid',
    orcidId: '0000-0002-1825-0097',
    orcidName: 'Josiah Carberry',
    status: 'pending',
    createdAt: new Date(),
  });
  return claim.id;
}

async function unfeatureAllArticles() {
  await t.db.update(articles).set({ featured: false, featuredOrder: null });
}

/** One case per data-changing admin route, keyed as `METHOD /path` exactly as the app's route table names it. */
const CASES: Record<string, Case> = {
  // The directory's experts
  'POST /api/experts': { arrange: () => ({ path: '/api/experts', body: { ...PROFILE, name: `Dr. Created ${next()}` } }), records: 'expert.created' },
  'PUT /api/experts/:id': { arrange: async () => ({ path: `/api/experts/${(await makeExpert(t.db)).id}`, body: PROFILE }), records: 'expert.edited' },
  'DELETE /api/experts/:id': { arrange: async () => ({ path: `/api/experts/${(await makeExpert(t.db)).id}` }), records: 'expert.deleted' },
  'PATCH /api/experts/:id/featured': {
    arrange: async () => {
      await t.db.update(experts).set({ featured: false, featuredOrder: null });
      return { path: `/api/experts/${(await makeExpert(t.db)).id}/featured`, body: { featured: true } };
    },
    records: 'expert.featured',
  },
  'PUT /api/experts/featured': {
    arrange: async () => ({ path: '/api/experts/featured', body: { expertIds: [(await makeExpert(t.db)).id] } }),
    records: 'expert.reordered',
  },

  // Articles
  'POST /api/admin/articles': {
    arrange: () => ({ path: '/api/admin/articles', body: { title: `Created ${next()}`, content: 'Body.' } }),
    records: 'article.created',
  },
  'PATCH /api/admin/articles/:id': {
    arrange: async () => ({ path: `/api/admin/articles/${(await makeArticle(t.db, { status: 'draft' })).id}`, body: { title: 'Renamed' } }),
    records: 'article.edited',
  },
  'DELETE /api/admin/articles/:id': { arrange: async () => ({ path: `/api/admin/articles/${(await makeArticle(t.db)).id}` }), records: 'article.deleted' },
  'PATCH /api/admin/articles/:id/featured': {
    arrange: async () => {
      await unfeatureAllArticles();
      return { path: `/api/admin/articles/${(await makeArticle(t.db)).id}/featured`, body: { featured: true } };
    },
    records: 'article.featured',
  },
  'PATCH /api/admin/articles/featured/reorder': {
    arrange: async () => {
      await unfeatureAllArticles();
      const first = await makeArticle(t.db, { featured: true, featuredOrder: 1 });
      const second = await makeArticle(t.db, { featured: true, featuredOrder: 2 });
      return { path: '/api/admin/articles/featured/reorder', body: { articleIds: [second.id, first.id] } };
    },
    records: 'article.reordered',
  },

  // Review of submissions
  'PUT /api/admin/submissions/:id': {
    arrange: async () => ({ path: `/api/admin/submissions/${(await makeSubmission(t.db, user)).id}`, body: PROFILE }),
    records: 'submission.edited',
  },
  'POST /api/admin/submissions/:id/approve': {
    arrange: async () => ({ path: `/api/admin/submissions/${(await makeSubmission(t.db, user)).id}/approve`, body: {} }),
    records: 'submission.approved',
  },
  'POST /api/admin/submissions/:id/portrait': {
    arrange: async () => {
      const portrait = {
        status: 'offered',
        fileTitle: 'File:Portrait.jpg',
        pageUrl: `${imageHost.url}/wiki/File:Portrait.jpg`,
        imageUrl: `${imageHost.url}/photo.jpg`,
        width: null,
        height: null,
        credit: {
          author: 'A. Photographer',
          licence: 'CC BY 4.0',
          licenceUrl: 'https://creativecommons.org/licenses/by/4.0',
          sourceName: 'Wikimedia Commons',
          sourceUrl: `${imageHost.url}/wiki/File:Portrait.jpg`,
          attributionRequired: true,
        },
      };
      const submission = await makeSubmission(t.db, user, { aiGenerated: true, researchData: { portrait } });
      return { path: `/api/admin/submissions/${submission.id}/portrait` };
    },
    records: 'submission.portrait_accepted',
  },
  'POST /api/admin/submissions/:id/reject': {
    arrange: async () => ({ path: `/api/admin/submissions/${(await makeSubmission(t.db, user)).id}/reject`, body: {} }),
    records: 'submission.rejected',
  },

  // Users
  'PATCH /api/admin/users/:userId/role': {
    arrange: async () => ({ path: `/api/admin/users/${(await signUp(t)).user.id}/role`, body: { role: 'admin' } }),
    records: 'user.role_changed',
  },
  'DELETE /api/admin/users/:userId': { arrange: async () => ({ path: `/api/admin/users/${(await signUp(t)).user.id}` }), records: 'user.deleted' },
  'DELETE /api/admin/users/:userId/sessions': {
    arrange: async () => ({ path: `/api/admin/users/${(await signUp(t)).user.id}/sessions` }),
    records: 'user.sessions_ended',
  },

  // Publishing, import
  'POST /api/admin/build': { arrange: () => ({ path: '/api/admin/build' }), records: 'site.rebuild_requested' },
  'POST /api/admin/import': {
    arrange: () => ({ path: '/api/admin/import?format=json&dryRun=false', body: { experts: [{ ...PROFILE, slug: `imported-${next()}` }] } }),
    records: 'import.run',
  },

  // The article editor's AI helpers: text for the screen only
  'POST /api/admin/generate-seo-title': { arrange: () => ({ path: '/api/admin/generate-seo-title', body: { content: ARTICLE } }), records: 'ledger' },
  'POST /api/admin/generate-seo-tags': { arrange: () => ({ path: '/api/admin/generate-seo-tags', body: { content: ARTICLE } }), records: 'ledger' },
  'POST /api/admin/generate-excerpt': { arrange: () => ({ path: '/api/admin/generate-excerpt', body: { content: ARTICLE } }), records: 'ledger' },

  // The promotion wizard
  'POST /api/admin/generate-ideas': {
    arrange: async () => ({ path: '/api/admin/generate-ideas', body: { expertId: (await makeExpert(t.db)).id } }),
    records: 'ledger',
  },
  'POST /api/admin/generate-content-from-ideas': {
    arrange: async () => ({
      path: '/api/admin/generate-content-from-ideas',
      body: { ideas: [{ title: 'Sleep and repair' }], experts: [String((await makeExpert(t.db)).id)], contentType: 'research-insight' },
    }),
    records: 'ledger',
  },
  'POST /api/admin/generate-image-prompt': {
    arrange: async () => ({
      path: '/api/admin/generate-image-prompt',
      body: { content: ARTICLE, expert: (await makeExpert(t.db)).id, style: 'documentary', size: '1280x720' },
    }),
    records: 'ledger',
  },
  // Images are stored as they are made: a change an admin looks for, besides the run.
  'POST /api/admin/generate-images': {
    arrange: async () => ({
      path: '/api/admin/generate-images',
      body: {
        contents: [{ id: (await libraryContentRow()).id }],
        customPrompt: 'A quiet bedroom at sunrise, documentary photograph',
        provider: 'stability',
        model: 'core',
      },
    }),
    records: 'image.generated',
    aiRuns: 1,
  },
  'PUT /api/admin/wizard/state': { arrange: () => ({ path: '/api/admin/wizard/state', body: { step: 2, expertIds: [1] } }), records: 'private' },
  'DELETE /api/admin/wizard/state': { arrange: () => ({ path: '/api/admin/wizard/state' }), records: 'private' },
  'POST /api/admin/publish-article': {
    arrange: async () => ({
      path: '/api/admin/publish-article',
      body: { content: `# Wizard ${next()}\n\nText.`, expert: (await makeExpert(t.db)).id, seoTags: ['sleep'] },
    }),
    records: 'article.published',
  },

  // Image storage
  'POST /api/permanent-images': {
    arrange: () => ({ path: '/api/permanent-images', body: { originalUrl: `${imageHost.url}/a.png` } }),
    records: 'image.stored',
  },
  'POST /api/permanent-images/bulk-store': {
    arrange: () => ({
      path: '/api/permanent-images/bulk-store',
      body: { images: [{ originalUrl: `${imageHost.url}/a.png` }, { originalUrl: `${imageHost.url}/photo.jpg` }] },
    }),
    records: 'image.stored',
  },
  'POST /api/permanent-images/cleanup': { arrange: () => ({ path: '/api/permanent-images/cleanup' }), records: 'image.cleanup' },
  'PATCH /api/permanent-images/:id': {
    arrange: async () => ({
      path: `/api/permanent-images/${await insertStoredImage(t.db, { filename: `edit-${next()}.png`, storedUrl: '/uploads/images/edit.png' })}`,
      body: { imagePrompt: 'Morning light' },
    }),
    records: 'image.edited',
  },
  'DELETE /api/permanent-images/:id': {
    arrange: async () => ({
      path: `/api/permanent-images/${await insertStoredImage(t.db, { filename: `gone-${next()}.png`, storedUrl: '/uploads/images/gone.png' })}`,
    }),
    records: 'image.deleted',
  },
  'POST /api/upload/image': {
    arrange: () => {
      const form = new FormData();
      form.append('image', new File([PNG_BYTES], 'portrait.png', { type: 'image/png' }));
      return { path: '/api/upload/image', form };
    },
    records: 'image.uploaded',
  },

  // Grounded research: the generator stores a pending submission; the editor helpers only answer text
  'POST /api/research/generate-expert': {
    arrange: () => ({ path: '/api/research/generate-expert?wait=true', body: { expertName: 'Ada Longevity' } }),
    records: 'submission.generated',
    aiRuns: 1,
  },
  'POST /api/openai/generate-contribution': {
    arrange: () => ({ path: '/api/openai/generate-contribution', body: { expertName: 'Ada Longevity' } }),
    records: 'ledger',
  },
  'POST /api/openai/generate-biography': {
    arrange: () => ({ path: '/api/openai/generate-biography', body: { expertName: 'Ada Longevity' } }),
    records: 'ledger',
  },
  'POST /api/openai/generate-science-highlights': {
    arrange: () => ({ path: '/api/openai/generate-science-highlights', body: { expertName: 'Ada Longevity' } }),
    records: 'ledger',
  },
  'POST /api/ai/find-references': { arrange: () => ({ path: '/api/ai/find-references', body: { expertName: 'Ada Longevity' } }), records: 'ledger' },

  // The promotion library
  'POST /api/library/projects': { arrange: () => ({ path: '/api/library/projects', body: { name: `Project ${next()}` } }), records: 'library.project_created' },
  'POST /api/library/content': {
    arrange: async () => ({ path: '/api/library/content', body: { expertId: (await makeExpert(t.db)).id, contentType: 'research-insight', content: ARTICLE } }),
    records: 'library.content_saved',
    aiRuns: 1, // its SEO tags
  },
  'DELETE /api/library/content/:id': {
    arrange: async () => ({ path: `/api/library/content/${(await libraryContentRow()).id}` }),
    records: 'library.content_deleted',
  },
  'DELETE /api/library/content/bulk': {
    arrange: async () => ({ path: '/api/library/content/bulk', body: { ids: [(await libraryContentRow()).id, (await libraryContentRow()).id] } }),
    records: 'library.content_deleted',
  },
  'POST /api/library/content/:id/publish': {
    arrange: async () => ({ path: `/api/library/content/${(await libraryContentRow()).id}/publish` }),
    records: 'article.published',
  },
  'POST /api/library/images': {
    arrange: () => ({ path: '/api/library/images', body: { imageUrl: `${imageHost.url}/a.png` } }),
    records: 'library.image_saved',
  },
  'DELETE /api/library/images/:id': {
    arrange: async () => ({ path: `/api/library/images/${(await libraryImageRow()).id}` }),
    records: 'library.image_deleted',
  },
  'DELETE /api/library/images/bulk': {
    arrange: async () => ({ path: '/api/library/images/bulk', body: { ids: [(await libraryImageRow()).id, (await libraryImageRow()).id] } }),
    records: 'library.image_deleted',
  },
  'PATCH /api/library/images/:imageId/attach': {
    arrange: async () => ({ path: `/api/library/images/${(await libraryImageRow()).id}/attach`, body: { contentId: (await libraryContentRow()).id } }),
    records: 'library.image_attached',
  },
  'PATCH /api/library/images/:imageId/detach': {
    arrange: async () => ({ path: `/api/library/images/${(await libraryImageRow((await libraryContentRow()).id)).id}/detach` }),
    records: 'library.image_detached',
  },

  // Undo of a delete (the delete made while arranging)
  'POST /api/admin/undo/:token': {
    arrange: async () => {
      const res = await t.request('DELETE', `/api/library/content/${(await libraryContentRow()).id}`, { cookie: admin.cookie });
      return { path: `/api/admin/undo/${((await res.json()) as { undo: { token: string } }).undo.token}` };
    },
    records: 'library.content_restored',
  },

  // Scheduling, versions, previews
  'PUT /api/admin/schedule/:entityType/:id/:action': {
    arrange: async () => ({ path: `/api/admin/schedule/article/${(await makeArticle(t.db, { status: 'draft' })).id}/publish`, body: { at: inAWeek() } }),
    records: 'article.scheduled',
  },
  'DELETE /api/admin/schedule/:entityType/:id/:action': {
    arrange: async () => ({ path: `/api/admin/schedule/article/${await scheduledDraft()}/publish` }),
    records: 'article.schedule_cancelled',
  },
  'POST /api/admin/schedule/:entityType/:id/:action/now': {
    arrange: async () => ({ path: `/api/admin/schedule/article/${await scheduledDraft()}/publish/now` }),
    records: 'article.published',
  },
  'POST /api/admin/versions/:entityType/:id/:number/restore': {
    arrange: async () => {
      const article = await makeArticle(t.db, { status: 'draft' });
      await t.request('PATCH', `/api/admin/articles/${article.id}`, { cookie: admin.cookie, body: { title: 'Renamed before the restore' } });
      return { path: `/api/admin/versions/article/${article.id}/1/restore` };
    },
    records: 'article.restored',
  },
  'POST /api/admin/previews': {
    arrange: async () => ({ path: '/api/admin/previews', body: { entityType: 'article', entityId: (await makeArticle(t.db, { status: 'draft' })).id } }),
    records: 'preview.created',
  },
  'DELETE /api/admin/previews/:id': {
    arrange: async () => {
      const article = await makeArticle(t.db, { status: 'draft' });
      const res = await t.request('POST', '/api/admin/previews', { cookie: admin.cookie, body: { entityType: 'article', entityId: article.id } });
      return { path: `/api/admin/previews/${((await res.json()) as { id: number }).id}` };
    },
    records: 'preview.revoked',
  },

  // Provenance: readers' corrections, review, needs attention, the AI catalogues
  'POST /api/admin/corrections/:id/accept': {
    arrange: async () => ({ path: `/api/admin/corrections/${await pendingCorrection()}/accept`, body: {} }),
    records: 'correction.accepted',
  },
  'POST /api/admin/corrections/:id/reject': {
    arrange: async () => ({ path: `/api/admin/corrections/${await pendingCorrection()}/reject`, body: { reason: 'No source supports it.' } }),
    records: 'correction.rejected',
  },
  // Claims (issue 36): decided by an editor, and owners removed
  'POST /api/admin/claims/:id/approve': { arrange: async () => ({ path: `/api/admin/claims/${await pendingClaim()}/approve` }), records: 'claim.approved' },
  'POST /api/admin/claims/:id/reject': {
    arrange: async () => ({ path: `/api/admin/claims/${await pendingClaim()}/reject`, body: { reason: 'Not the same person.' } }),
    records: 'claim.rejected',
  },
  'DELETE /api/admin/claims/owners/:id': {
    arrange: async () => {
      const expert = await makeExpert(t.db);
      await setExpertOwner(t.db, { expertId: expert.id, userId: user.user.id, verifiedVia: 'email', orcidId: null, approvedBy: null, createdAt: new Date() });
      return { path: `/api/admin/claims/owners/${expert.id}` };
    },
    records: 'expert.owner_removed',
  },
  // Proposals (issue 36 §2): decided by an editor
  'POST /api/admin/proposals/:id/accept': {
    arrange: async () => ({ path: `/api/admin/proposals/${await pendingProposal()}/accept`, body: { fields: ['title'] } }),
    records: 'proposal.accepted',
  },
  'POST /api/admin/proposals/:id/reject': {
    arrange: async () => ({ path: `/api/admin/proposals/${await pendingProposal()}/reject`, body: { reason: 'Not supported by a source.' } }),
    records: 'proposal.rejected',
  },
  'POST /api/experts/:id/reviewed': { arrange: async () => ({ path: `/api/experts/${(await makeExpert(t.db)).id}/reviewed` }), records: 'expert.reviewed' },
  'POST /api/admin/needs-attention/deaths/:id/acknowledge': {
    arrange: async () => {
      const expert = await makeExpert(t.db);
      await saveWikidataCheck(t.db, { expertId: expert.id, wikidataId: `Q${next()}`, dateOfDeath: '2024-08-01', checkedAt: new Date() });
      return { path: `/api/admin/needs-attention/deaths/${expert.id}/acknowledge` };
    },
    records: 'expert.death-acknowledged',
  },
  'POST /api/admin/link-checks': { arrange: () => ({ path: '/api/admin/link-checks?wait=true' }), records: 'links.checked' },
  'POST /api/admin/ai/models/refresh': { arrange: () => ({ path: '/api/admin/ai/models/refresh' }), records: 'ai.models_refreshed' },

  // People: invitations, deactivation, AI budgets (issue 35)
  'POST /api/admin/users/invitations': {
    arrange: () => ({ path: '/api/admin/users/invitations', body: { email: `invitee${next()}@example.org`, role: 'editor' } }),
    records: 'user.invited',
  },
  'DELETE /api/admin/users/invitations/:id': {
    arrange: async () => {
      const res = await t.request('POST', '/api/admin/users/invitations', {
        cookie: admin.cookie,
        body: { email: `withdrawn${next()}@example.org`, role: 'contributor' },
      });
      return { path: `/api/admin/users/invitations/${((await res.json()) as { invitation: { id: number } }).invitation.id}` };
    },
    records: 'user.invitation_revoked',
  },
  'POST /api/admin/users/:userId/deactivate': {
    arrange: async () => ({ path: `/api/admin/users/${(await signUp(t)).user.id}/deactivate` }),
    records: 'user.deactivated',
  },
  'POST /api/admin/users/:userId/reactivate': {
    arrange: async () => {
      const { user: person } = await signUp(t);
      await t.request('POST', `/api/admin/users/${person.id}/deactivate`, { cookie: admin.cookie });
      return { path: `/api/admin/users/${person.id}/reactivate` };
    },
    records: 'user.reactivated',
  },
  'PUT /api/admin/users/:userId/ai-budget': {
    arrange: async () => ({ path: `/api/admin/users/${(await signUp(t)).user.id}/ai-budget`, body: { monthlyUsd: 5 } }),
    records: 'user.ai_budget_changed',
  },
  'PUT /api/admin/ai/budgets/:role': {
    arrange: () => ({ path: '/api/admin/ai/budgets/contributor', body: { monthlyUsd: 3 } }),
    records: 'ai.role_budget_changed',
  },

  // The review of drafts (issue 35)
  'POST /api/admin/reviews/:entityType/:id/ready': {
    arrange: async () => ({ path: `/api/admin/reviews/article/${(await makeArticle(t.db, { status: 'draft' })).id}/ready` }),
    records: 'article.review_requested',
  },
  'POST /api/admin/reviews/:entityType/:id/return': {
    arrange: async () => ({ path: `/api/admin/reviews/article/${await draftInReview()}/return`, body: { note: 'Please cite a source.' } }),
    records: 'article.returned',
  },
  'POST /api/admin/reviews/:entityType/:id/publish': {
    arrange: async () => ({ path: `/api/admin/reviews/article/${await draftInReview()}/publish` }),
    records: 'article.published',
  },
  'POST /api/admin/reviews/:entityType/:id/schedule': {
    arrange: async () => ({ path: `/api/admin/reviews/article/${await draftInReview()}/schedule`, body: { at: inAWeek() } }),
    records: 'article.scheduled',
  },
};

/** Admin writes that take no input, so an admin's call cannot be refused: they are refused to others only. */
const NO_INPUT = new Set([
  'DELETE /api/admin/wizard/state',
  'POST /api/admin/build',
  'POST /api/permanent-images/cleanup',
  'POST /api/admin/link-checks',
  'POST /api/admin/ai/models/refresh',
]);

async function send(method: string, call: Call, cookie?: string): Promise<Response> {
  if (!call.form) return t.request(method, call.path, { cookie, body: call.body });
  const headers: Record<string, string> = { Origin: TEST_ORIGIN };
  if (cookie) headers.Cookie = cookie;
  return t.app.request(call.path, { method, headers, body: call.form });
}

async function lastIds() {
  const [entry] = await t.db.select({ id: max(activityLog.id) }).from(activityLog);
  const [run] = await t.db.select({ id: max(aiRuns.id) }).from(aiRuns);
  return { entry: entry?.id ?? 0, run: run?.id ?? 0 };
}

/** The entries and AI runs written since `since`, once the work the call left running has finished. */
async function writtenSince(since: { entry: number; run: number }) {
  await t.settled();
  return {
    entries: await t.db.select().from(activityLog).where(gt(activityLog.id, since.entry)),
    runs: await t.db.select().from(aiRuns).where(gt(aiRuns.id, since.run)),
  };
}

/** The data-changing routes of the app, each once, as its route table names them (middleware registrations left out). */
const writeRoutes = [
  ...new Set(
    t.app.routes
      .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && !route.path.includes('*'))
      .map((route) => `${route.method} ${route.path}`),
  ),
];

/** A route's path with every parameter filled with an id nobody has. */
const probePath = (route: string) => route.split(' ')[1]!.replace(/:[A-Za-z]+/g, '987654');

/** Filled in by asking the app: the write routes that answer 401 signed out and 403 to a signed-in user. */
let adminWrites: string[] = [];

beforeAll(async () => {
  for (const route of writeRoutes) {
    const method = route.split(' ')[0]!;
    const call = { path: probePath(route), body: {} };
    const since = await lastIds();
    const signedOut = await send(method, call);
    if (signedOut.status !== 401) continue;
    const asUser = await send(method, call, user.cookie);
    const written = await writtenSince(since);
    expect({ route, entries: written.entries, runs: written.runs }).toEqual({ route, entries: [], runs: [] });
    if (asUser.status === 403) adminWrites.push(route);
  }
  adminWrites = adminWrites.sort();
});

describe('the activity log covers every data-changing admin route', () => {
  it('has a case for each admin write the app has, and none for a route it lacks', () => {
    // Sanity: the probe found the admin writes (a broken probe would find none and check nothing).
    expect(adminWrites).toEqual(
      expect.arrayContaining(['POST /api/admin/publish-article', 'POST /api/library/content/:id/publish', 'DELETE /api/experts/:id']),
    );
    expect(adminWrites).not.toContain('POST /api/submissions');
    const missing = adminWrites.filter((route) => !(route in CASES));
    const stale = Object.keys(CASES).filter((route) => !adminWrites.includes(route));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it.each(Object.keys(CASES).sort())('%s: one successful call leaves exactly one entry, by the admin as admin', async (route) => {
    const spec = CASES[route]!;
    const [method, pattern] = route.split(' ') as [string, string];
    const call = await spec.arrange();
    // The case calls its own route, not another one.
    expect(call.path.split('?')[0]).toMatch(new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`));

    const since = await lastIds();
    const res = await send(method, call, admin.cookie);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const { entries, runs } = await writtenSince(since);
    if (spec.records === 'private') {
      expect({ entries, runs }).toEqual({ entries: [], runs: [] });
      return;
    }
    if (spec.records === 'ledger') {
      expect(entries).toEqual([]);
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ userId: admin.user.id, status: 'succeeded' });
      return;
    }
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: spec.records, actorUserId: admin.user.id, actorEmail: admin.email, actorRole: 'admin' });
    expect(entries[0]!.summary).not.toBe('');
    expect(runs).toHaveLength(spec.aiRuns ?? 0);
  });

  it.each(
    Object.keys(CASES)
      .filter((route) => !NO_INPUT.has(route))
      .sort(),
  )('%s: a call refused to an admin (unknown id, bad input) leaves none', async (route) => {
    const method = route.split(' ')[0]!;
    const since = await lastIds();
    const res = await send(method, { path: probePath(route), body: {} }, admin.cookie);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await writtenSince(since)).toEqual({ entries: [], runs: [] });
  });
});

it('a dry-run import checks the file and records nothing', async () => {
  const since = await lastIds();
  const res = await t.request('POST', '/api/admin/import?format=json&dryRun=true', {
    cookie: admin.cookie,
    body: { experts: [{ ...expertProfile(), slug: 'dry-run-only' }] },
  });
  expect(res.status).toBe(200);
  expect(await writtenSince(since)).toEqual({ entries: [], runs: [] });
});

/**
 * The owner's writes on /api/my-profile/{id} (issue 36 §2). They are not admin writes (a person who
 * owns nothing gets 404, not 403), so they have a table of their own, read from the app's routes
 * like the admin one: each successful call by the owner leaves one entry, by the owner; the same
 * call for a profile they do not own is refused and leaves none.
 */
const OWNER_CASES: Record<string, { call: (expertId: number) => Call; records: ActivityAction }> = {
  'POST /api/my-profile/:id/confirm': { call: (id) => ({ path: `/api/my-profile/${id}/confirm` }), records: 'expert.confirmed' },
  'POST /api/my-profile/:id/proposals': {
    call: (id) => ({ path: `/api/my-profile/${id}/proposals`, body: { title: `Proposed ${next()}` } }),
    records: 'proposal.filed',
  },
  'POST /api/my-profile/:id/photo': {
    call: (id) => {
      const form = new FormData();
      form.append('image', new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
      return { path: `/api/my-profile/${id}/photo`, form };
    },
    records: 'image.uploaded',
  },
  'POST /api/my-profile/:id/change-requests': {
    call: (id) => ({ path: `/api/my-profile/${id}/change-requests`, body: { part: 'contextNotes', reason: 'A note is missing.' } }),
    records: 'correction.asked_by_owner',
  },
};

describe("the activity log covers every write on the owner's page", () => {
  it('has a case for each owner write the app has', () => {
    const ownerWrites = writeRoutes.filter((route) => route.includes('/api/my-profile/:id/')).sort();
    expect(ownerWrites).toEqual(Object.keys(OWNER_CASES).sort());
  });

  it.each(Object.keys(OWNER_CASES).sort())('%s: the owner leaves one entry; a profile not theirs is refused and leaves none', async (route) => {
    const spec = OWNER_CASES[route]!;
    const method = route.split(' ')[0]!;
    const [mine, notMine] = [await makeExpert(t.db), await makeExpert(t.db)];
    await setExpertOwner(t.db, { expertId: mine.id, userId: user.user.id, verifiedVia: 'orcid', orcidId: null, approvedBy: null, createdAt: new Date() });

    let since = await lastIds();
    const refused = await send(method, spec.call(notMine.id), user.cookie);
    expect(refused.status).toBe(404);
    expect(await writtenSince(since)).toEqual({ entries: [], runs: [] });

    since = await lastIds();
    const res = await send(method, spec.call(mine.id), user.cookie);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const { entries } = await writtenSince(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: spec.records, actorUserId: user.user.id, actorEmail: user.email, actorRole: 'user' });
  });
});
