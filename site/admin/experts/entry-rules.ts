import { z } from 'zod';
import { parseReferenceLink } from '../../../domain/links.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { requireWellFormedEntries } from '../../../domain/schemas/expert-profile.ts';
import { check } from '../../ui/forms/form-check.ts';

/**
 * Checks for one list entry as it is added, with the server's own rules and wording, so an entry
 * the editor accepts is never refused on save.
 */

type EntryList = 'books' | 'scienceHighlights' | 'youtubeEmbeds';

/** The server's shape rule for books, highlights and embeds, run over a body holding just one entry. */
const entryShape = z
  .object({ books: z.array(z.string()), scienceHighlights: z.array(z.string()), youtubeEmbeds: z.array(z.string()) })
  .superRefine(requireWellFormedEntries);

export function entryProblem(list: EntryList, entry: string): string | undefined {
  const result = check(entryShape, { books: [], scienceHighlights: [], youtubeEmbeds: [], [list]: [entry] });
  return result.ok ? undefined : result.message;
}

/** A reference link needs an http(s) URL, alone or after 'title|'. */
export function referenceLinkProblem(entry: string): string | undefined {
  return parseReferenceLink(entry) ? undefined : MESSAGES.invalidUrl;
}
