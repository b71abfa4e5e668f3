import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { articles, experts } from '../schema.ts';

/**
 * The one rule of what the public may see, used by every public read (API, site build, search
 * index, sitemap, RSS, and the on-demand pages): an expert that is published, an article whose
 * status is published, and neither before its publishAt nor (articles) from its unpublishAt on.
 * The scheduler turns due times into plain state changes; the time clauses keep a row that is due
 * but not yet processed, or written by hand, from showing early or staying late.
 */

export function publicExpert(now: Date): SQL {
  return and(eq(experts.published, true), or(isNull(experts.publishAt), lte(experts.publishAt, now)))!;
}

export function publicArticle(now: Date): SQL {
  return and(
    eq(articles.status, 'published'),
    or(isNull(articles.publishAt), lte(articles.publishAt, now)),
    or(isNull(articles.unpublishAt), gt(articles.unpublishAt, now)),
  )!;
}
