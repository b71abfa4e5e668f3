import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../lib/api.ts';
import { ApiError } from '../lib/api-error.ts';

/**
 * The reads more than one admin screen shows, each with one key, so a write on any screen
 * refreshes them everywhere. Keys nest: refreshing ['experts'] also refreshes the featured list.
 */

/** Every expert, by name, published or not (the admin list; /api/experts is public-only). */
export const expertsQuery = queryOptions({ queryKey: ['experts'], queryFn: () => unwrap(api.admin.experts.$get()) });

/** The experts the public sees, by name: what a contributor (whose admin list holds only their own drafts) links an article to. */
export const publicExpertsQuery = queryOptions({ queryKey: ['experts', 'public'], queryFn: () => unwrap(api.experts.$get()) });

/** The featured experts in their home-page order. */
export const featuredExpertsQuery = queryOptions({ queryKey: ['experts', 'featured'], queryFn: () => unwrap(api.experts.featured.$get()) });

/** Every article in every status, with its content. */
export const adminArticlesQuery = queryOptions({ queryKey: ['admin', 'articles'], queryFn: () => unwrap(api.admin.articles.$get()) });

/** Every submission, for review (the AI generator's runs end up here too). */
export const submissionsQuery = queryOptions({ queryKey: ['admin', 'submissions'], queryFn: () => unwrap(api.admin.submissions.$get()) });

/** The text AI providers, their models and the month's spend. */
export const aiProvidersQuery = queryOptions({ queryKey: ['admin', 'ai', 'providers'], queryFn: () => unwrap(api.admin.ai.providers.$get()) });

/** Every permanently stored image, newest first. */
export const storedImagesQuery = queryOptions({ queryKey: ['permanent-images'], queryFn: () => unwrap(api['permanent-images'].$get({ query: {} })) });

/**
 * The stored image behind an image field's URL (its record and credit), null when the URL is no
 * stored image (an outside address). Nested under the images' key: a write there refreshes it.
 */
export const storedImageAtQuery = (url: string) =>
  queryOptions({
    queryKey: ['permanent-images', 'at', url],
    queryFn: async () => {
      try {
        return await unwrap(api['permanent-images'].lookup.$get({ query: { url } }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** The Promotion Library's saved content and images. */
export const libraryContentQuery = queryOptions({ queryKey: ['library', 'content'], queryFn: () => unwrap(api.library.content.$get({ query: {} })) });
export const libraryImagesQuery = queryOptions({ queryKey: ['library', 'images'], queryFn: () => unwrap(api.library.images.$get({ query: {} })) });

/** Each configured provider's model catalogue (source, age, last error) and the model warnings: the dashboard and every AI screen. */
export const modelStatusQuery = queryOptions({ queryKey: ['admin', 'ai', 'models'], queryFn: () => unwrap(api.admin.ai.models.$get()) });

/** What the editors should look at (broken or moved links, stale reviews, reported deaths): the dashboard's count and its own screen. */
export const needsAttentionQuery = queryOptions({ queryKey: ['admin', 'needs-attention'], queryFn: () => unwrap(api.admin['needs-attention'].$get()) });
