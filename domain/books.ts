import { isHttpUrl } from './links.ts';

/** Books are stored as 'title', 'title|author' or 'title|author|url'. */
export interface Book {
  title: string;
  author: string;
  url: string;
}

/** The online-bookstore search used when a book has no link of its own. */
export function bookstoreSearchUrl(title: string, expertName: string): string {
  return `https://www.amazon.com/s?k=${encodeURIComponent(`${title} ${expertName}`.trim())}`;
}

/** A stored entry's three parts as written, each trimmed ('' when absent). */
export function bookParts(raw: string): Book {
  const [title = '', author = '', url = ''] = raw.split('|').map((part) => part.trim());
  return { title, author, url };
}

/** A book has a title; its link, when given, is http(s) (the author may be left for the expert's name). */
export function isWellFormedBook(raw: string): boolean {
  const { title, url } = bookParts(raw);
  return title !== '' && (url === '' || isHttpUrl(url));
}

export function parseBook(raw: string, expertName: string): Book | undefined {
  const { title, author, url } = bookParts(raw);
  if (!title) return undefined;
  return {
    title,
    author: author || expertName,
    url: isHttpUrl(url) ? url : bookstoreSearchUrl(title, expertName),
  };
}

export function parseBooks(raw: readonly string[], expertName: string): Book[] {
  return raw.map((entry) => parseBook(entry, expertName)).filter((book): book is Book => book !== undefined);
}
