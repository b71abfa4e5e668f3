import { useMutation } from '@tanstack/react-query';
import type { ExchangeFormat, ExchangeType } from '../../../domain/exchange.ts';
import { api, unwrap, type Reply } from '../../lib/api.ts';

export interface ImportChoice {
  file: File;
  format: ExchangeFormat;
  type: ExchangeType | undefined;
}

/** What the import answers: every row's result, and the counts. */
export type ImportReport = Reply<typeof api.admin.import.$post>;

/** The format of a picked file, by its extension; undefined for anything else. */
export function formatOf(file: File): ExchangeFormat | undefined {
  const extension = file.name.toLowerCase().split('.').pop();
  return extension === 'json' || extension === 'csv' ? extension : undefined;
}

/**
 * POST /api/admin/import with the file itself as the body (not JSON, not a form): the client
 * builds the typed URL and query, and `init.body` carries the file. A dry run first, then the
 * confirmed import.
 */
function sendImport({ file, format, type }: ImportChoice, dryRun: boolean) {
  const query = { format, dryRun: dryRun ? ('true' as const) : ('false' as const), ...(format === 'csv' && type ? { type } : {}) };
  const headers = { 'Content-Type': format === 'csv' ? 'text/csv' : 'application/json' };
  return unwrap(api.admin.import.$post({ query }, { headers, init: { body: file } }));
}

export function useImport() {
  const dryRun = useMutation({ mutationFn: (choice: ImportChoice) => sendImport(choice, true) });
  const confirm = useMutation({ mutationFn: (choice: ImportChoice) => sendImport(choice, false) });
  return { dryRun, confirm };
}
