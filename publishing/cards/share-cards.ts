/**
 * Build-time only: which share card (the 1200×630 Open Graph image) a profile or article has, and
 * its address. The address carries a hash of everything the card shows, so a page whose card
 * would look the same keeps the same file (drawn once, then taken from the cache), and a changed
 * card gets a new address that social sites have not cached.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { contentTypeLabel } from '../../domain/content-types.ts';
import type { Article, Expert } from '../../domain/entities.ts';
import type { ShareCardCheck } from '../../domain/site-pages.ts';
import { storedImageKey } from '../../domain/image-variants.ts';
import { safeImageUrl } from '../../domain/safe-url.ts';
import { SITE_NAME } from '../render/settings.ts';

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Raise when the drawing changes (publishing/cards/node-share-card-render.ts): every card is then drawn again. */
const SHARE_CARD_VERSION = 1;

export type ShareCardInput =
  | { kind: 'expert'; name: string; title: string; portraitKey: string | null; siteName: string }
  | { kind: 'article'; title: string; label: string; byline: string | null; pictureKey: string | null; siteName: string };

export interface ShareCard {
  /** The URL folder: /og/experts/… or /og/articles/…. */
  folder: 'experts' | 'articles';
  slug: string;
  hash: string;
  /** The card's site path, e.g. /og/experts/ada-longevity.3f2a9c0d1b2e4f5a.jpg. */
  path: string;
  input: ShareCardInput;
}

function card(folder: ShareCard['folder'], slug: string, input: ShareCardInput): ShareCard {
  // Pure JS (no node:crypto), so a page rendered on demand on the edge names the same card.
  const hash = bytesToHex(sha256(utf8ToBytes(JSON.stringify({ version: SHARE_CARD_VERSION, input })))).slice(0, 16);
  return { folder, slug, hash, path: `/og/${folder}/${slug}.${hash}.jpg`, input };
}

/** A profile's card: name, title and portrait (a stored image's square size; initials otherwise). */
export function expertShareCard(expert: Pick<Expert, 'slug' | 'name' | 'title' | 'imageUrl'>): ShareCard {
  return card('experts', expert.slug, {
    kind: 'expert',
    name: expert.name,
    title: expert.title,
    portraitKey: storedImageKey(safeImageUrl(expert.imageUrl)) ?? null,
    siteName: SITE_NAME,
  });
}

/** An article's card: title, type, the expert it is about, and its picture (a stored image's wide size). */
export function articleShareCard(article: Pick<Article, 'slug' | 'title' | 'contentType' | 'featuredImageUrl'>, expertName: string | null): ShareCard {
  return card('articles', article.slug, {
    kind: 'article',
    title: article.title,
    label: contentTypeLabel(article.contentType),
    byline: expertName,
    pictureKey: storedImageKey(safeImageUrl(article.featuredImageUrl)) ?? null,
    siteName: SITE_NAME,
  });
}

/**
 * What og:image names for a page with this card: the card when the deployment holds it, else
 * nothing, and the layout names the site's default card. A page rendered on demand outside the
 * static set, or changed since the build, has no file for its card until a build draws it.
 */
export async function shareCardOrDefault(card: ShareCard, exists: ShareCardCheck | undefined): Promise<string | undefined> {
  return exists && (await exists(card.path)) ? card.path : undefined;
}
