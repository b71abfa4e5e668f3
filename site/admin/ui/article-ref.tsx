import type { ReactNode } from 'react';
import { ARTICLE_REF_BADGES, ARTICLE_REF_LABELS, articleRefState, type PublishedArticleRef } from '../../../domain/library.ts';
import { editorHref } from '../editorial/editor-link.ts';

/**
 * The article a library item became (the library, the wizard, a refused second publish): linked
 * where it can be read. Only a published article has a public page; a draft, scheduled or
 * archived one opens in its editor in Articles instead of a 404.
 */
export function articleRefHref(article: Pick<PublishedArticleRef, 'id' | 'path' | 'status' | 'publishAt'>): string {
  return articleRefState(article) === 'published' ? article.path : editorHref('article', article.id);
}

/** A second publish's refusal (the 409 of the library's and the wizard's publish): its message, and the article it names when the body has one. */
export function articleRefusal(body: { message: string } | { message: string; article: PublishedArticleRef }): {
  message: string;
  article: PublishedArticleRef | null;
} {
  return { message: body.message, article: 'article' in body ? body.article : null };
}

/** A link to the article (in a new tab: the dialog or wizard it is named in stays as it was). */
export function ArticleRefLink({ article, children }: { article: PublishedArticleRef; children: ReactNode }) {
  return (
    <a href={articleRefHref(article)} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** 'Published as {title}' for a live article, 'Draft article {title}' (scheduled, archived) otherwise. */
export function ArticleRef({ article }: { article: PublishedArticleRef }) {
  return (
    <>
      {ARTICLE_REF_LABELS[articleRefState(article)]} <ArticleRefLink article={article}>{article.title}</ArticleRefLink>
    </>
  );
}

/** A library card's badge: 'Published' (green) or 'Draft', 'Scheduled', 'Archived', linked as above; its hidden words name the article. */
export function ArticleBadge({ article }: { article: PublishedArticleRef }) {
  const state = articleRefState(article);
  return (
    <a
      className={state === 'published' ? 'badge badge-success' : 'badge badge-neutral'}
      href={articleRefHref(article)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {ARTICLE_REF_BADGES[state]}
      <span className="visually-hidden">: {article.title} (opens in a new tab)</span>
    </a>
  );
}
