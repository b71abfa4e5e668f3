import { categoryLabel } from '../../domain/categories.ts';
import type { ExpertCardData } from '../../domain/site-pages.ts';
import { Avatar } from '../ui/avatar.tsx';

/** One expert in a grid: rendered statically by pages and live by the filtering islands. */
export function ExpertCard({ expert }: { expert: ExpertCardData }) {
  const shown = expert.categories.slice(0, 2);
  const more = expert.categories.length - shown.length;
  return (
    <article className="card expert-card">
      <a className="card-link card-body" href={`/${expert.slug}`}>
        <div className="expert-card-head">
          <Avatar name={expert.name} imageUrl={expert.imageUrl} size={56} />
          <div>
            <h3 className="expert-card-name">{expert.name}</h3>
            <p className="expert-card-title muted small clamp-2">{expert.title}</p>
          </div>
        </div>
        <div className="cluster expert-card-categories">
          {shown.map((key) => (
            <span key={key} className="badge">
              {categoryLabel(key)}
            </span>
          ))}
          {more > 0 && <span className="badge badge-neutral">+{more}</span>}
        </div>
        <p className="expert-card-contribution small clamp-3">{expert.longevityContribution}</p>
        <span className="expert-card-more small">View profile →</span>
      </a>
    </article>
  );
}
