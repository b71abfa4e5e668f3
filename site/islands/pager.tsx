import { LIMITS } from '../../domain/limits.ts';
import { pageWindow } from '../../domain/paging.ts';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Link target for a page, so the pager also works as plain links. */
  href: (page: number) => string;
  label: string;
}

/** Previous, up to five page numbers in a sliding window, Next. */
export function Pager({ page, pages, onPage, href, label }: PagerProps) {
  if (pages <= 1) return null;
  const go = (target: number) => (event: React.MouseEvent) => {
    event.preventDefault();
    onPage(target);
  };
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <a className="btn btn-secondary btn-sm" href={href(page - 1)} onClick={go(page - 1)} rel="prev">
          Previous
        </a>
      ) : (
        <span className="btn btn-secondary btn-sm" aria-disabled="true">
          Previous
        </span>
      )}
      {pageWindow(page, pages, LIMITS.pageNumbersShown).map((number) => (
        <a
          key={number}
          className="btn btn-secondary btn-sm"
          href={href(number)}
          onClick={go(number)}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
        >
          {number}
        </a>
      ))}
      {page < pages ? (
        <a className="btn btn-secondary btn-sm" href={href(page + 1)} onClick={go(page + 1)} rel="next">
          Next
        </a>
      ) : (
        <span className="btn btn-secondary btn-sm" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
