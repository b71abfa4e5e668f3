import { useAuth } from '../../lib/use-auth.ts';
import { screenPermissions } from '../nav-entries.ts';

/** The other admin screens, one line on what each is for (shown when the person's role can use the screen). */
const LINKS = [
  { href: '/admin/submissions', label: 'Review Submissions', text: 'Approve, edit or reject experts proposed by users.' },
  { href: '/admin/experts', label: 'Manage Experts', text: 'Edit, feature or remove experts in the directory.' },
  { href: '/admin/featured', label: 'Featured Experts', text: 'Choose and order the experts on the home page.' },
  { href: '/admin/articles', label: 'Articles', text: 'Edit, publish and feature articles.' },
  { href: '/admin/images', label: 'Image Storage', text: 'Browse and clean up stored images.' },
  { href: '/admin/users', label: 'User Management', text: 'Invite people, change roles, deactivate accounts, set AI budgets.' },
];

export function QuickLinks() {
  const { can } = useAuth();
  const links = LINKS.filter((link) => can(...screenPermissions(link.href)));
  return (
    <section aria-labelledby="quick-links-title">
      <h2 id="quick-links-title" className="panel-title">
        Quick Links
      </h2>
      <ul className="quick-links">
        {links.map((link) => (
          <li key={link.href}>
            <a className="card card-link card-body quick-link" href={link.href}>
              <span className="quick-link-label">{link.label}</span>
              <span className="muted small">{link.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
