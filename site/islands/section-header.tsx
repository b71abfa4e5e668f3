interface SectionHeaderProps {
  /** The small line above the title. */
  eyebrow: string;
  title: string;
  /** The heading's id, which the section names itself by (aria-labelledby). */
  headingId: string;
  /** Where the whole list is, e.g. { href: '/articles', label: 'View All Articles' }. */
  link: { href: string; label: string };
}

/**
 * The head of a home page section that shows a selection: its title and the way to the whole
 * list. A plain component, so the pages render it statically and islands live.
 */
export function SectionHeader({ eyebrow, title, headingId, link }: SectionHeaderProps) {
  return (
    <div className="section-header">
      <div>
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={headingId}>{title}</h2>
      </div>
      <a className="btn btn-ghost" href={link.href}>
        {/* One text node with its space: React would mark the seam between two with a comment. */}
        {`${link.label} `}
        <span aria-hidden="true">→</span>
      </a>
    </div>
  );
}
