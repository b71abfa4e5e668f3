import type { ContentType } from '../../../domain/content-types.ts';
import { normaliseContentType } from '../../../domain/content-types.ts';
import type { Article, ArticleStatus } from '../../../domain/entities.ts';

/** The Edit Article form as typed: every field is text, the expert's id included ('' for none). */
export interface ArticleFormValues {
  title: string;
  slug: string;
  status: ArticleStatus;
  expertId: string;
  contentType: ContentType;
  featuredImageUrl: string;
  excerpt: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  /** Comma-separated. */
  seoTags: string;
}

/** The body of PATCH /api/admin/articles/{id}. */
export interface ArticleUpdateBody {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  status: ArticleStatus;
  metaTitle: string;
  metaDescription: string;
  contentType: ContentType;
  featuredImageUrl: string | null;
  expertId: number | null;
  seoTags: string[];
}

export function toFormValues(article: Article): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    status: article.status,
    expertId: article.expertId === null ? '' : String(article.expertId),
    contentType: normaliseContentType(article.contentType) ?? 'research_insight',
    featuredImageUrl: article.featuredImageUrl ?? '',
    excerpt: article.excerpt ?? '',
    content: article.content,
    metaTitle: article.metaTitle ?? '',
    metaDescription: article.metaDescription ?? '',
    seoTags: article.seoTags.join(', '),
  };
}

/** 'New Article': a blank draft. */
export const BLANK_ARTICLE_VALUES: ArticleFormValues = {
  title: '',
  slug: '',
  status: 'draft',
  expertId: '',
  contentType: 'research_insight',
  featuredImageUrl: '',
  excerpt: '',
  content: '',
  metaTitle: '',
  metaDescription: '',
  seoTags: '',
};

/** Split on commas, trimmed, empties dropped. */
export function parseSeoTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The form as the API takes it: an empty image is null and the expert's id an integer (or null). */
export function toUpdateBody(values: ArticleFormValues): ArticleUpdateBody {
  const imageUrl = values.featuredImageUrl.trim();
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    content: values.content,
    excerpt: values.excerpt.trim(),
    status: values.status,
    metaTitle: values.metaTitle.trim(),
    metaDescription: values.metaDescription.trim(),
    contentType: values.contentType,
    featuredImageUrl: imageUrl === '' ? null : imageUrl,
    expertId: values.expertId === '' ? null : Number.parseInt(values.expertId, 10),
    seoTags: parseSeoTags(values.seoTags),
  };
}

/** The body of POST /api/admin/articles: as an update, but a blank slug is left out (the server makes one from the title). */
export function toCreateBody(values: ArticleFormValues): Omit<ArticleUpdateBody, 'slug'> & { slug?: string } {
  const { slug, ...body } = toUpdateBody(values);
  return slug === '' ? body : { ...body, slug };
}
