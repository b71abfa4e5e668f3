import type { Role } from './entities.ts';

/**
 * What a person may do, written once: every admin route and screen asks for one of these
 * permissions, never for a role name (api/middleware/guards.ts, site/admin/admin-guard.tsx), and
 * tests/permission-matrix.test.ts calls every API route as every role against this matrix. Rules
 * about WHICH item (a contributor edits only their own drafts) are the services' (api/services/
 * ownership.ts); rules about which role a person may give are `canGrantRole` below.
 */
export const PERMISSIONS = [
  /** The admin area itself: dashboard, counts, publishing status, undoing one's own delete. */
  'admin.open',
  /** Review submissions and readers' corrections (and, with issue 36, proposals and claims). */
  'submissions.review',
  /** Create and edit every expert, their history, previews, review dates and 'Needs attention'. */
  'experts.edit',
  /** Create expert drafts, edit one's own drafts and send them for review. */
  'experts.edit.own',
  /** Publish, schedule, feature, delete and restore experts; decide on drafts in review. */
  'experts.publish',
  'articles.edit',
  'articles.edit.own',
  'articles.publish',
  /** The AI tools (editor helpers, generator), within the person's monthly AI budget. */
  'ai.use',
  /**
   * Every person's AI runs (the ledger's list, a run's steps, result and cost). Without it a
   * person sees only their own runs: a contributor's runs are personal.
   */
  'ai.runs.readAll',
  /** Upload an image into an editor's image field. */
  'images.upload',
  /** Image Storage: browse, store, edit, delete and clean up stored images. */
  'images.manage',
  /** The promotion wizard and library (its images and texts are saved for everyone). */
  'library.use',
  'activity.view',
  /** The People screen: invite people and change roles, never above one's own. */
  'people.invite',
  /** Deactivate and delete accounts, AI budgets per role and per person, the month's spend per person. */
  'people.manage',
  /** Site-wide settings: rebuild now, refresh the AI model catalogues. */
  'settings.manage',
  'exchange.import',
  'exchange.export',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const CONTRIBUTOR: readonly Permission[] = ['admin.open', 'experts.edit.own', 'articles.edit.own', 'ai.use', 'images.upload'];

const EDITOR: readonly Permission[] = [
  ...CONTRIBUTOR,
  'submissions.review',
  'experts.edit',
  'experts.publish',
  'articles.edit',
  'articles.publish',
  'ai.runs.readAll',
  'images.manage',
  'library.use',
  'activity.view',
  'people.invite',
];

/**
 * Role → permissions. A role added to ROLES (the `expert` of issue 36) must get its row here
 * before anything type-checks.
 */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: [],
  contributor: CONTRIBUTOR,
  editor: EDITOR,
  admin: PERMISSIONS,
};

/**
 * How far each role reaches, for 'never grant above your own': a person may give a role of at
 * most their own rank and may change only people of at most their own rank.
 */
export const ROLE_RANK: Record<Role, number> = { user: 0, contributor: 1, editor: 2, admin: 3 };

export const ROLE_LABELS: Record<Role, string> = { user: 'User', contributor: 'Contributor', editor: 'Editor', admin: 'Admin' };

/** What each role is for, as the People screen explains it. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Everything, including people, AI budgets, site settings and import and export.',
  editor:
    'Reviews submissions and corrections; creates, edits, publishes, schedules, features, deletes and restores experts and articles; uses the AI tools; invites people up to editor.',
  contributor:
    'Creates and edits their own drafts of experts and articles, uses the AI tools within their budget and sends drafts for review. Cannot publish, schedule, delete, import, or manage people or settings.',
  user: 'Signs in, submits experts and suggests corrections on the public site. Cannot open the admin screens.',
};

export function hasPermission(role: Role | null | undefined, permission: Permission): boolean {
  return role ? ROLE_PERMISSIONS[role].includes(permission) : false;
}

/** Whether a person of this role works in the admin area at all (the header's Admin link, the landing page after sign-in). */
export function canOpenAdmin(role: Role | null | undefined): boolean {
  return hasPermission(role, 'admin.open');
}

/** Whether `actor` may move a person from role `from` to role `to` (or invite one as `to`, with `from` 'user'). */
export function canGrantRole(actor: Role, from: Role, to: Role): boolean {
  return ROLE_RANK[to] <= ROLE_RANK[actor] && ROLE_RANK[from] <= ROLE_RANK[actor];
}

/** The roles `actor` may give, lowest first (the role selector's and the invitation's choices). */
export function grantableRoles(actor: Role): Role[] {
  return (Object.keys(ROLE_RANK) as Role[]).filter((role) => canGrantRole(actor, 'user', role)).sort((a, b) => ROLE_RANK[a] - ROLE_RANK[b]);
}

/** The permission an entity's edit or publication asks for, for routes and services keyed by entity type. */
export const ENTITY_PERMISSIONS = {
  expert: { edit: 'experts.edit', editOwn: 'experts.edit.own', publish: 'experts.publish' },
  article: { edit: 'articles.edit', editOwn: 'articles.edit.own', publish: 'articles.publish' },
} as const satisfies Record<string, { edit: Permission; editOwn: Permission; publish: Permission }>;

export const PERMISSION_MESSAGES = {
  /** The spec's refusal for people without the admin area at all. */
  adminRequired: 'Admin access required',
  notOwnDraft: 'Contributors can edit only their own drafts',
  publishNotAllowed: 'Your role cannot publish, schedule or feature; mark the draft Ready for review instead',
} as const;

/** 403 for a person of the admin area whose role lacks this permission. */
export function permissionDeniedMessage(role: Role, permission: Permission): string {
  return `Your role (${ROLE_LABELS[role].toLowerCase()}) does not allow this (${permission})`;
}
