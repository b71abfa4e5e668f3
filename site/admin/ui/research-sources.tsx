import type { ResearchData } from '../../../domain/ai/research.ts';
import { safeLinkUrl, siteOf } from '../../../domain/safe-url.ts';
import './research-sources.css';

const FIELD_LABELS: Record<string, string> = {
  title: 'title',
  categories: 'categories',
  longevityContribution: 'contribution',
  biography: 'biography',
  scienceHighlights: 'highlights',
  referenceLinks: 'links',
};

/** Only the shape the generator writes; anything else (hand-made rows) shows nothing. */
export function asResearchData(value: unknown): ResearchData | undefined {
  const data = value as Partial<ResearchData> | null | undefined;
  return data && Array.isArray(data.sources) ? (data as ResearchData) : undefined;
}

/** The sources an AI-generated profile was written from: what each is, on which site, when it was read, which fields cite it. */
export function ResearchSources({ data, headingId }: { data: unknown; headingId: string }) {
  const research = asResearchData(data);
  if (!research) return null;
  return (
    <section className="research-sources" aria-labelledby={headingId}>
      <h3 id={headingId} className="review-heading">
        Sources ({research.sources.length})
      </h3>
      <ol className="plain-list research-source-list">
        {research.sources.map((source) => {
          const href = safeLinkUrl(source.url);
          return (
            <li key={source.id}>
              <span className="badge">{source.id}</span>{' '}
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                  {source.title}
                </a>
              ) : (
                source.title
              )}
              <span className="muted small">
                {' '}
                {href && <>· {siteOf(href)} </>}· read{' '}
                {new Date(source.retrievedAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })}
                {source.supports.length > 0 && <> · supports {source.supports.map((field) => FIELD_LABELS[field] ?? field).join(', ')}</>}
              </span>
            </li>
          );
        })}
      </ol>
      {research.skipped.length > 0 && <p className="muted small">Skipped: {research.skipped.map((entry) => `${entry.source} (${entry.reason})`).join('; ')}</p>}
      {research.droppedLinks.length > 0 && (
        <p className="muted small">Links dropped because they did not answer: {research.droppedLinks.map((entry) => entry.url).join(', ')}</p>
      )}
    </section>
  );
}
