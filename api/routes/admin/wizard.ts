import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { generateImagesSchema, imagePromptSchema } from '../../../domain/ai/images.ts';
import { contentFromIdeasSchema, ideasRequestSchema, publishArticleSchema, WIZARD_MESSAGES } from '../../../domain/wizard.ts';
import { articlePath } from '../../../domain/public-paths.ts';
import { WIZARD_STATE_LIMITS, WIZARD_STATE_MESSAGES, wizardStateSchema } from '../../../domain/wizard-state.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { AlreadyPublishedError, PayloadTooLargeError } from '../../errors.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { refuses } from '../../middleware/refuses.ts';
import { describeImagePlatform } from '../../services/ai/platform.ts';
import { generateContentFromIdeas, generateIdeas, generateImagePrompt } from '../../services/ai/wizard.ts';
import { generateLibraryImages } from '../../services/library.ts';
import { publishWizardArticle } from '../../services/publish-article.ts';
import { clearWizardState, keepWizardState, readWizardState } from '../../services/wizard-state.ts';
import { validate } from '../../validate.ts';

/** A saved state larger than its cap is refused before it is read (JSON length and bytes differ little for it; the schema checks the length again). */
const wizardStateBodyLimit = bodyLimit({
  maxSize: WIZARD_STATE_LIMITS.maxBytes,
  onError: () => {
    throw new PayloadTooLargeError(WIZARD_STATE_MESSAGES.tooLarge);
  },
});

/** The promotion wizard's calls (spec section 7 'Wizard'); /generate-seo-tags is the AI platform's (ai.ts). */
export function adminWizardRoutes(deps: AppDeps) {
  // Mounted at /api/admin itself, so each route carries its guard (a `use` here would reach every admin route).
  const wizard = requirePermission('library.use');
  return (
    new Hono<AppEnv>()
      .get('/ai/image-providers', wizard, async (c) => c.json(await describeImagePlatform(deps)))
      .post('/generate-ideas', wizard, validate('json', ideasRequestSchema), async (c) => c.json(await generateIdeas(deps, c.req.valid('json'), c.var.user.id)))
      .post('/generate-content-from-ideas', wizard, validate('json', contentFromIdeasSchema), async (c) =>
        c.json(await generateContentFromIdeas(deps, c.req.valid('json'), c.var.user.id)),
      )
      .post('/generate-image-prompt', wizard, validate('json', imagePromptSchema), async (c) =>
        c.json(await generateImagePrompt(deps, c.req.valid('json'), c.var.user.id)),
      )
      .post('/generate-images', wizard, validate('json', generateImagesSchema), async (c) =>
        c.json(await generateLibraryImages(deps, c.req.valid('json'), c.var.user)),
      )
      // The wizard's saved state: the caller's own, never another admin's. Its own body limit (the state's cap) answers 413.
      .get('/wizard/state', wizard, async (c) => c.json(await readWizardState(deps, c.var.user.id)))
      .put('/wizard/state', wizard, wizardStateBodyLimit, validate('json', wizardStateSchema), async (c) =>
        c.json(await keepWizardState(deps, c.var.user.id, c.req.valid('json'))),
      )
      .delete('/wizard/state', wizard, async (c) => {
        await clearWizardState(deps, c.var.user.id);
        return c.json({ message: WIZARD_STATE_MESSAGES.cleared });
      })
      .post('/publish-article', requirePermission('articles.publish'), refuses(AlreadyPublishedError), validate('json', publishArticleSchema), async (c) => {
        const input = c.req.valid('json');
        const article = await publishWizardArticle(deps, { ...input, expertId: input.expert, actor: c.var.user });
        const message = article.status === 'published' ? WIZARD_MESSAGES.published : article.publishAt ? WIZARD_MESSAGES.scheduled : WIZARD_MESSAGES.draftSaved;
        return c.json({ message, title: article.title, slug: article.slug, url: articlePath(article.slug), article }, 201);
      })
  );
}
