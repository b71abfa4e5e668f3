import { useId, type ReactNode } from 'react';
import { parseBook } from '../../../domain/books.ts';
import { parseHighlight } from '../../../domain/highlights.ts';
import { LIMITS, TEXT_MAX } from '../../../domain/limits.ts';
import { parseReferenceLink, sameLinkTarget } from '../../../domain/links.ts';
import { truncate } from '../../../domain/text.ts';
import { youtubeVideoId } from '../../../domain/youtube.ts';
import { ListEditor } from '../../ui/forms/list-editor.tsx';
import { FieldShell } from '../../ui/forms/text-field.tsx';
import { entryProblem, referenceLinkProblem } from './entry-rules.ts';
import { LimitedListField } from './limited-list-field.tsx';

/** The editor's four lists, each one entry at a time in its stored 'a|b|c' form. */

interface ListFieldProps {
  items: string[];
  onChange: (next: string[]) => void;
}

function linkName(raw: string): string {
  const link = parseReferenceLink(raw);
  return link?.label ?? link?.url ?? raw;
}

/** `ai` is the editor's AI helper button for this list. */
export function ReferenceLinksField({ items, onChange, ai }: ListFieldProps & { ai?: ReactNode }) {
  const id = useId();
  return (
    <FieldShell
      id={id}
      label="Reference links"
      optional
      hint="Add one link at a time: a URL, or 'Title|URL'. A link already listed is not added twice."
      aside={ai}
    >
      <ListEditor
        id={id}
        items={items}
        onChange={onChange}
        placeholder="https://example.com or Official Website|https://example.com"
        describedBy={`${id}-hint`}
        maxLength={TEXT_MAX.listItem}
        check={referenceLinkProblem}
        isDuplicate={sameLinkTarget}
        renderItem={(raw) => {
          const link = parseReferenceLink(raw);
          return (
            <span className="link-entry">
              {link?.label && <strong>{link.label}</strong>}
              <span className="link-entry-url">{link?.url ?? raw}</span>
            </span>
          );
        }}
        removeLabel={(raw) => `Remove ${linkName(raw)}`}
      />
    </FieldShell>
  );
}

/** Books show the author and link the public profile will use, so the defaults are visible while editing. */
export function BooksField({ items, onChange, expertName }: ListFieldProps & { expertName: string }) {
  const id = useId();
  const author = expertName.trim() || "the expert's name";
  return (
    <LimitedListField
      id={id}
      label="Books"
      hint={`One book at a time: 'title|author|url'. With only a title, the author is the expert's name (${author}) and the link is a bookstore search.`}
      items={items}
      onChange={onChange}
      max={LIMITS.books}
      noun="book"
      placeholder="Lifespan|David Sinclair|https://www.amazon.com/..."
      check={(entry) => entryProblem('books', entry)}
      renderItem={(raw) => {
        const book = parseBook(raw, author);
        return book ? (
          <span className="link-entry">
            <strong>{book.title}</strong>
            <span className="muted">by {book.author}</span>
          </span>
        ) : (
          raw
        );
      }}
      removeLabel={(raw) => `Remove ${parseBook(raw, author)?.title ?? raw}`}
    />
  );
}

export function HighlightsField({ items, onChange, ai }: ListFieldProps & { ai?: ReactNode }) {
  const id = useId();
  return (
    <LimitedListField
      id={id}
      label="Science highlights"
      hint="One highlight at a time: 'topic|one-sentence summary'."
      aside={ai}
      items={items}
      onChange={onChange}
      max={LIMITS.scienceHighlights}
      noun="highlight"
      placeholder="Epigenetic reprogramming|Showed that partial reprogramming restores vision in aged mice."
      check={(entry) => entryProblem('scienceHighlights', entry)}
      renderItem={(raw) => {
        const highlight = parseHighlight(raw);
        return highlight ? (
          <span>
            <strong>{highlight.headline}</strong>
            {highlight.description && <>: {highlight.description}</>}
          </span>
        ) : (
          raw
        );
      }}
      removeLabel={(raw) => `Remove ${parseHighlight(raw)?.headline ?? raw}`}
    />
  );
}

/** Embeds are shown as their first characters only: the stored text is untrusted HTML, never rendered. */
export function VideosField({ items, onChange }: ListFieldProps) {
  const id = useId();
  return (
    <LimitedListField
      id={id}
      label="YouTube embeds"
      hint="Paste one YouTube embed code (<iframe ...>) or video link at a time."
      items={items}
      onChange={onChange}
      max={LIMITS.youtubeEmbeds}
      noun="video"
      placeholder='<iframe src="https://www.youtube.com/embed/..."></iframe>'
      check={(entry) => entryProblem('youtubeEmbeds', entry)}
      isDuplicate={(a, b) => youtubeVideoId(a) === youtubeVideoId(b)}
      renderItem={(raw) => (
        <code className="embed-preview">
          {truncate(raw, LIMITS.youtubeEmbedPreview)}
          {raw.length > LIMITS.youtubeEmbedPreview && '…'}
        </code>
      )}
      removeLabel={(raw) => `Remove video ${youtubeVideoId(raw) ?? truncate(raw, 30)}`}
    />
  );
}
