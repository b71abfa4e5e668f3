import type { PageDataOf, PageKind } from '../../domain/site-pages.ts';

/**
 * The data an on-demand page was rendered with (publishing/render/entry.ts puts it in `Astro.locals`).
 * A page rendered without it, or with another page's, is a bug in the caller: it fails loudly.
 */
export function pageData<K extends PageKind>(locals: App.Locals, kind: K): PageDataOf<K> {
  const data = locals.page;
  if (data?.kind !== kind) throw new Error(`The ${kind} page was rendered without its data (got ${data?.kind ?? 'none'})`);
  return data as PageDataOf<K>;
}
