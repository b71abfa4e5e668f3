import { Hono } from 'hono';
import { versionDiffQuery, versionEntityParams, versionParams } from '../../../domain/versions.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { ENTITY_PERMISSIONS } from '../../../domain/permissions.ts';
import { requirePermissionFor } from '../../middleware/guards.ts';
import { diffEntityVersions, getEntityVersion, listEntityVersions, restoreEntityVersion } from '../../services/versions.ts';
import { validate } from '../../validate.ts';

/**
 * The history of experts and articles at /api/admin/versions/{expert|article}/{id}: the versions
 * (newest first), one version with every field, a diff between two versions or a version and the
 * current state, and 'Restore this version'. Reading asks for the entity's edit permission,
 * restoring for its publish permission.
 */
export function adminVersionsRoutes(deps: AppDeps) {
  const reads = requirePermissionFor('entityType', { expert: ENTITY_PERMISSIONS.expert.edit, article: ENTITY_PERMISSIONS.article.edit });
  const restores = requirePermissionFor('entityType', { expert: ENTITY_PERMISSIONS.expert.publish, article: ENTITY_PERMISSIONS.article.publish });
  return (
    new Hono<AppEnv>()
      .get('/:entityType/:id', reads, validate('param', versionEntityParams), async (c) => c.json(await listEntityVersions(deps, c.req.valid('param'))))
      // Registered before /:number so 'diff' is never read as a version number.
      .get('/:entityType/:id/diff', reads, validate('param', versionEntityParams), validate('query', versionDiffQuery), async (c) =>
        c.json(await diffEntityVersions(deps, { ...c.req.valid('param'), ...c.req.valid('query') })),
      )
      .get('/:entityType/:id/:number', reads, validate('param', versionParams), async (c) => c.json(await getEntityVersion(deps, c.req.valid('param'))))
      .post('/:entityType/:id/:number/restore', restores, validate('param', versionParams), async (c) =>
        c.json(await restoreEntityVersion(deps, { ...c.req.valid('param'), actor: c.var.user })),
      )
  );
}
