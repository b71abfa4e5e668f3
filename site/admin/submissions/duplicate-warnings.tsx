import { possibleDuplicateMessage, type PossibleDuplicate } from '../../../domain/duplicates.ts';
import { sameOriginPath } from '../../../domain/same-origin-path.ts';
import { withIsolatedName } from '../ui/isolated-name.tsx';

/**
 * 'Possible duplicate of {name} ({reason})', each linked in a new tab (so a review in progress
 * stays open): an expert to their public profile, a pending submission to its card in this queue.
 */
export function DuplicateWarnings({ duplicates }: { duplicates: readonly PossibleDuplicate[] }) {
  if (duplicates.length === 0) return null;
  return (
    <ul className="plain-list duplicate-warnings" data-testid="possible-duplicates">
      {duplicates.map((duplicate) => {
        // The server builds the link; a path on this site only, whatever it says.
        const href = sameOriginPath(duplicate.link);
        return (
          <li key={`${duplicate.kind}-${duplicate.id}`} className="notice notice-warning small">
            {withIsolatedName(possibleDuplicateMessage(duplicate), duplicate.name)}
            {href && ' · '}
            {href && (
              <a href={href} target="_blank" rel="noopener">
                {duplicate.kind === 'expert' ? 'View profile' : 'View submission'}
                <span className="visually-hidden">
                  {' '}
                  of <bdi>{duplicate.name}</bdi> (opens in a new tab)
                </span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
