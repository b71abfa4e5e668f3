import type { Permission } from '../../domain/permissions.ts';

/**
 * The admin navigation (with Featured Experts, Needs Attention, Activity and Import & Export beside
 * the spec's table), each entry with the permissions that open its screen (any of them): the
 * layout renders them all, and the guard hides the ones the person's role cannot use.
 */
export const ADMIN_NAV_ENTRIES: ReadonlyArray<{ href: string; label: string; permissions: readonly Permission[] }> = [
  { href: '/admin', label: 'Dashboard', permissions: ['admin.open'] },
  { href: '/admin/generate', label: 'AI Generator', permissions: ['ai.use'] },
  { href: '/admin/experts', label: 'Manage Experts', permissions: ['experts.edit', 'experts.edit.own'] },
  { href: '/admin/submissions', label: 'Review Submissions', permissions: ['submissions.review'] },
  { href: '/admin/featured', label: 'Featured Experts', permissions: ['experts.publish'] },
  { href: '/admin/promote', label: 'Promote Longevity', permissions: ['library.use'] },
  { href: '/admin/library', label: 'Promotion Library', permissions: ['library.use'] },
  { href: '/admin/articles', label: 'Articles', permissions: ['articles.edit', 'articles.edit.own'] },
  { href: '/admin/images', label: 'Image Storage', permissions: ['images.manage'] },
  { href: '/admin/users', label: 'User Management', permissions: ['people.invite'] },
  { href: '/admin/needs-attention', label: 'Needs Attention', permissions: ['experts.edit'] },
  { href: '/admin/activity', label: 'Activity', permissions: ['activity.view'] },
  { href: '/admin/import', label: 'Import & Export', permissions: ['exchange.import', 'exchange.export'] },
];

/** The permissions a screen asks for, by its path (the guard of every admin screen reads them here). */
export function screenPermissions(path: string): readonly Permission[] {
  return ADMIN_NAV_ENTRIES.find((entry) => entry.href === path)?.permissions ?? ['admin.open'];
}
