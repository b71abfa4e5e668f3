import { z } from 'zod';
import { IMAGE_PROVIDERS, IMAGE_SIZES, IMAGE_STYLES } from './ai/images.ts';
import { TEXT_PROVIDERS } from './ai/models.ts';
import { TEXT_MAX } from './limits.ts';
import { cleanString } from './schemas/clean-string.ts';
import { idSchema } from './schemas/params.ts';
import { IDEAS_PER_CALL, MAX_IDEAS_WRITTEN, WIZARD_PUBLISH_STATUSES } from './wizard.ts';

/**
 * The promotion wizard's saved state (#21 item 5): one per admin, kept in the database as the
 * editor goes, so the wizard reopens where they left off on any device. It holds choices and ids
 * (the library keeps the texts and images saved to it), the articles written in step 2 and not yet
 * saved to the library (paid-for AI text, #32), and the article text being edited in step 4, so
 * nothing written or typed is lost. GET/PUT/DELETE /api/admin/wizard/state.
 */

export const WIZARD_STEPS = [1, 2, 3, 4] as const;

export const WIZARD_STATE_LIMITS = {
  /**
   * The whole saved state, as JSON: room for every idea, a written article per idea written at once
   * and the edited one, all at their length limits in multi-byte text (about 170,000 characters,
   * up to 3 bytes each), far below what a row should carry.
   */
  maxBytes: 512 * 1024,
  /** Ideas kept: a few rounds of generation. */
  ideas: IDEAS_PER_CALL * 4,
  /** Library items and images the wizard tracks. */
  contents: MAX_IDEAS_WRITTEN * 4,
  images: 40,
} as const;

export const WIZARD_STATE_MESSAGES = {
  tooLarge: `The wizard state is too large to keep: at most ${WIZARD_STATE_LIMITS.maxBytes / 1024} KB`,
  cleared: 'Wizard state cleared',
} as const;

const text = (max: number) =>
  cleanString()
    .trim()
    .max(max, { error: `must be at most ${max} characters long` });
const label = text(200);

const ideaSchema = z
  .object({
    id: z.union([text(100), z.number().int()]).optional(),
    title: text(TEXT_MAX.title),
    description: text(TEXT_MAX.shortText).default(''),
    selected: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .strict();

/** An article written in step 2 and not yet in the library: its idea and its text. */
const draftSchema = z
  .object({
    ideaId: text(100),
    title: text(TEXT_MAX.title),
    content: text(TEXT_MAX.longText),
  })
  .strict();

/** The saved state: every field optional but the step, unknown keys refused (nothing else is stored). */
export const wizardStateSchema = z
  .object({
    step: z.union(
      WIZARD_STEPS.map((step) => z.literal(step)),
      { error: 'must be 1, 2, 3 or 4' },
    ),
    /** Step 1: the chosen expert(s) and the editor's own idea. */
    expertIds: z.array(idSchema, { error: 'must be a list of ids' }).max(MAX_IDEAS_WRITTEN).default([]),
    userIdea: text(TEXT_MAX.shortText).optional(),
    textProvider: z.enum(TEXT_PROVIDERS, { error: `must be one of ${TEXT_PROVIDERS.join(', ')}` }).optional(),
    textModel: label.optional(),
    ideas: z.array(ideaSchema, { error: 'must be a list of ideas' }).max(WIZARD_STATE_LIMITS.ideas).default([]),
    /** Step 2: the article type and the library items the generated contents were saved as. */
    contentType: label.optional(),
    contentIds: z.array(idSchema, { error: 'must be a list of ids' }).max(WIZARD_STATE_LIMITS.contents).default([]),
    /** Step 2: the articles written and not yet saved to the library, as the editor left them (one per idea). */
    drafts: z.array(draftSchema, { error: 'must be a list of articles' }).max(WIZARD_STATE_LIMITS.ideas).optional(),
    /** Step 3: image choices and the library images made. */
    images: z
      .object({
        provider: z.enum(IMAGE_PROVIDERS, { error: `must be one of ${IMAGE_PROVIDERS.join(', ')}` }).optional(),
        model: label.optional(),
        size: z.enum(IMAGE_SIZES, { error: `must be one of ${IMAGE_SIZES.join(', ')}` }).optional(),
        style: z.enum(IMAGE_STYLES, { error: `must be one of ${IMAGE_STYLES.join(', ')}` }).optional(),
        prompt: text(TEXT_MAX.shortText).optional(),
        imageIds: z.array(idSchema, { error: 'must be a list of ids' }).max(WIZARD_STATE_LIMITS.images).default([]),
      })
      .strict()
      .default({ imageIds: [] }),
    /** Step 4: the item being published, its text as edited, and the choices made so far. */
    publish: z
      .object({
        contentId: idSchema.optional(),
        content: text(TEXT_MAX.longText).optional(),
        featuredImage: text(TEXT_MAX.url).optional(),
        linkFromProfile: z.boolean({ error: 'must be true or false' }).optional(),
        status: z.enum(WIZARD_PUBLISH_STATUSES, { error: "must be 'published' or 'draft'" }).optional(),
        /** Kept as the editor typed it (ISO with offset); checked against the clock only when publishing. */
        publishAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time with its offset' }).optional(),
      })
      .strict()
      .default({}),
  })
  .strict()
  .refine((state) => JSON.stringify(state).length <= WIZARD_STATE_LIMITS.maxBytes, { error: WIZARD_STATE_MESSAGES.tooLarge });
export type WizardState = z.output<typeof wizardStateSchema>;

/** GET and PUT /api/admin/wizard/state: the admin's saved state, or null when there is none. */
export interface WizardStateReply {
  state: WizardState | null;
  updatedAt: string | null;
}
