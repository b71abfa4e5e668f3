import { z } from 'zod';
import { checkModelChoice, textModelChoiceFields } from './ai/models.ts';
import { normaliseContentType, type ContentType } from './content-types.ts';
import { TEXT_MAX } from './limits.ts';
import { featuredImageUrlField, seoTagsField } from './schemas/article.ts';
import { cleanString } from './schemas/clean-string.ts';
import { idSchema } from './schemas/params.ts';
import { scheduleTimeField } from './schedule.ts';

/** The promotion wizard's requests, limits and messages (spec sections 2, 5, 7 and 9), written once. */

export const WIZARD_MESSAGES = {
  selectExpertFirst: 'Please select an expert first.',
  selectIdea: 'Please select at least one content idea.',
  selectExpert: 'Please select an expert.',
  selectArticleType: 'Please select article type.',
  saveContentFirst: 'Please save some content from Step 2 before generating images.',
  promptRequired: 'Please generate an AI prompt or write your own before creating images.',
  noContent: 'No Content to Publish',
  noExpert: 'No Expert Selected',
  expertNotFound: 'Expert Not Found',
  published: 'Article Published',
  publishFailed: 'Publishing Failed',
  publishFailedText: 'Unable to publish article. Please try again.',
  draftSaved: 'Draft Saved',
  scheduled: 'Article Scheduled',
  scheduleIsDraft: "a scheduled article waits as a draft until its time: send status 'draft' or leave status out",
} as const;

/** The wizard's article types: value and label. */
export const ARTICLE_TYPES = [
  { value: 'expertise-tip', label: 'Longevity Tip' },
  { value: 'research-insight', label: 'Research Insight' },
] as const;

/** How many ideas one call proposes, and how many may be written at once. */
export const IDEAS_PER_CALL = 5;
export const MAX_IDEAS_WRITTEN = 5;

/** Milliseconds the 'Saved!' mark stays on a saved image or content (spec section 9). */
export const SAVED_MARK_MS = 2000;

/** Ids arrive as numbers or as numeric strings ('experts (ids as strings)'). */
const expertId = (message: string) =>
  z
    .union([z.number(), z.string().trim()], { error: message })
    .pipe(z.coerce.number<string | number>({ error: message }).int({ error: message }).positive({ error: message }));

const contentTypeField = z
  .string({ error: WIZARD_MESSAGES.selectArticleType })
  .trim()
  .min(1, { error: WIZARD_MESSAGES.selectArticleType })
  .refine((value) => normaliseContentType(value) !== undefined, { error: WIZARD_MESSAGES.selectArticleType })
  .transform((value) => normaliseContentType(value) as ContentType);

export const ideasRequestSchema = z
  .object({
    expertId: expertId(WIZARD_MESSAGES.selectExpertFirst),
    userIdea: cleanString()
      .trim()
      .max(TEXT_MAX.shortText)
      .nullish()
      .transform((value) => value || undefined),
    ...textModelChoiceFields,
  })
  .superRefine(checkModelChoice);
export type IdeasRequest = z.output<typeof ideasRequestSchema>;

const ideaSchema = z.object({
  id: z.union([z.string().max(100), z.number()]).optional(),
  title: cleanString({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(TEXT_MAX.title),
  description: cleanString().trim().max(TEXT_MAX.shortText).default(''),
});

export const contentFromIdeasSchema = z
  .object({
    ideas: z
      .array(ideaSchema, { error: WIZARD_MESSAGES.selectIdea })
      .min(1, { error: WIZARD_MESSAGES.selectIdea })
      .max(MAX_IDEAS_WRITTEN, { error: `at most ${MAX_IDEAS_WRITTEN} ideas can be written at once` }),
    experts: z
      .array(expertId(WIZARD_MESSAGES.selectExpert), { error: WIZARD_MESSAGES.selectExpert })
      .min(1, { error: WIZARD_MESSAGES.selectExpert })
      .max(1, { error: 'one expert at a time' }),
    platform: z.literal('article', { error: "must be 'article'" }).default('article'),
    contentType: contentTypeField,
    ...textModelChoiceFields,
  })
  .superRefine(checkModelChoice);
export type ContentFromIdeasRequest = z.output<typeof contentFromIdeasSchema>;

/** Step 4's choices: 'Publish now' or 'Save as draft' (a draft with publishAt is scheduled). */
export const WIZARD_PUBLISH_STATUSES = ['published', 'draft'] as const;
export type WizardPublishStatus = (typeof WIZARD_PUBLISH_STATUSES)[number];

export const publishArticleSchema = z
  .object({
    content: cleanString({ error: WIZARD_MESSAGES.noContent }).trim().min(1, { error: WIZARD_MESSAGES.noContent }).max(TEXT_MAX.longText),
    expert: expertId(WIZARD_MESSAGES.noExpert),
    featuredImage: featuredImageUrlField.optional().transform((value) => value ?? null),
    linkFromProfile: z.boolean({ error: 'must be true or false' }).default(true),
    contentType: contentTypeField.default('research_insight'),
    seoTags: seoTagsField.optional(),
    /** The library item the wizard saved this content as: claimed, so it is published once. */
    contentId: idSchema.optional(),
    status: z.enum(WIZARD_PUBLISH_STATUSES, { error: "must be 'published' or 'draft'" }).optional(),
    publishAt: scheduleTimeField.optional(),
  })
  .refine((value) => !(value.publishAt && value.status === 'published'), { error: WIZARD_MESSAGES.scheduleIsDraft, path: ['publishAt'] })
  .transform(({ status, ...rest }) => ({ ...rest, status: status ?? (rest.publishAt ? 'draft' : 'published') }) as const);
export type PublishArticleRequest = z.output<typeof publishArticleSchema>;

/** The wizard's steps by short name, as a step change is announced ('Step 3 of 4: Images'). */
export const WIZARD_STEP_NAMES = ['Ideas', 'Content', 'Images', 'Publish'] as const;

export function stepAnnouncement(step: number): string {
  return `Step ${step} of ${WIZARD_STEP_NAMES.length}: ${WIZARD_STEP_NAMES[step - 1] ?? ''}`;
}

/** How long the wizard waits after the editor's last change before it saves its state (a burst of typing is one save). */
export const WIZARD_SAVE_DEBOUNCE_MS = 800;

/** The wizard's texts about keeping work (#21 items 2 and 5). */
export const WIZARD_TEXTS = {
  reopened: 'Reopened where you left off',
  reopenFailed: 'The saved wizard could not be read; you are starting from step 1.',
  startOver: 'Start over',
  startOverTitle: 'Start over?',
  startOverText: 'The wizard forgets its choices, ideas and edited article text. Content and images saved to the library stay there.',
  saving: 'Saving...',
  saved: 'All changes saved',
  notSaved: 'Changes not saved',
  noContent: 'No saved content yet: go back to step 1 to write it.',
  savedReadOnly: 'Saved to the library. Edit the article text in step 4 before publishing.',
  publishNow: 'Publish now',
  saveDraft: 'Save as draft',
  schedule: 'Schedule',
  scheduleHint: 'For Schedule: the article waits as a draft and is published at this time.',
  alreadyArticle: 'This content has already become the article',
  draftSaved: (title: string) => `"${title}" is saved as a draft.`,
  scheduledFor: (title: string, when: string) => `"${title}" will be published ${when}.`,
  publishedAs: (title: string) => `"${title}" is published.`,
} as const;
