import { Hono } from 'hono';
import { ARTICLE_MESSAGES } from '../../../domain/messages.ts';
import { articleAiSchema } from '../../../domain/schemas/article.ts';
import type { AppEnv } from '../../deps.ts';
import { ServiceUnavailableError } from '../../errors.ts';
import { validate } from '../../validate.ts';

/**
 * The article editor's generators. Text AI arrives in a later issue; until then each call checks
 * its input and answers 503, so the editor shows its failure toast rather than a made-up result.
 */
export function adminAiRoutes() {
  const notConfigured = () => {
    throw new ServiceUnavailableError(ARTICLE_MESSAGES.aiNotConfigured);
  };
  return new Hono<AppEnv>()
    .post('/generate-seo-title', validate('json', articleAiSchema), notConfigured)
    .post('/generate-seo-tags', validate('json', articleAiSchema), notConfigured)
    .post('/generate-excerpt', validate('json', articleAiSchema), notConfigured);
}
