import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { EXCHANGE_MESSAGES, exportQuerySchema, IMPORT_LIMITS, importQuerySchema } from '../../../domain/exchange.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { PayloadTooLargeError } from '../../errors.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { decodeImportFile, exportDirectory, importDirectory } from '../../services/exchange.ts';
import { validate } from '../../validate.ts';

/**
 * GET /api/admin/export and POST /api/admin/import. The import's body is the file itself (JSON or
 * CSV text), with its own size limit instead of the API's 1 MB one (see app.ts).
 */
export function adminExchangeRoutes(deps: AppDeps) {
  const fileLimit = bodyLimit({
    maxSize: IMPORT_LIMITS.maxBytes,
    onError: () => {
      throw new PayloadTooLargeError(EXCHANGE_MESSAGES.tooLarge);
    },
  });
  return new Hono<AppEnv>()
    .get('/export', requirePermission('exchange.export'), validate('query', exportQuerySchema), async (c) => {
      const file = await exportDirectory(deps, c.req.valid('query'));
      return c.body(file.body, 200, { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.filename}"` });
    })
    .post('/import', requirePermission('exchange.import'), fileLimit, validate('query', importQuerySchema), async (c) => {
      const report = await importDirectory(deps, { text: decodeImportFile(await c.req.arrayBuffer()), query: c.req.valid('query'), actor: c.var.user });
      return c.json(report);
    });
}
