import { useMutation } from '@tanstack/react-query';
import type { ExchangeFormat, ExchangeType, ImportReport } from '../../../domain/exchange.ts';
import { ApiError } from '../../lib/api-client.ts';

export interface ImportChoice {
  file: File;
  format: ExchangeFormat;
  type: ExchangeType | undefined;
}

/** The format of a picked file, by its extension; undefined for anything else. */
export function formatOf(file: File): ExchangeFormat | undefined {
  const extension = file.name.toLowerCase().split('.').pop();
  return extension === 'json' || extension === 'csv' ? extension : undefined;
}

/** POST /api/admin/import with the file as the body: a dry run first, then the confirmed import. */
async function sendImport(choice: ImportChoice, dryRun: boolean): Promise<ImportReport> {
  const params = new URLSearchParams({ format: choice.format, dryRun: String(dryRun) });
  if (choice.format === 'csv' && choice.type) params.set('type', choice.type);
  const res = await fetch(`/api/admin/import?${params.toString()}`, {
    method: 'POST',
    headers: { 'Content-Type': choice.format === 'csv' ? 'text/csv' : 'application/json' },
    body: choice.file,
    credentials: 'include',
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text);
  return JSON.parse(text) as ImportReport;
}

export function useImport() {
  const dryRun = useMutation({ mutationFn: (choice: ImportChoice) => sendImport(choice, true) });
  const confirm = useMutation({ mutationFn: (choice: ImportChoice) => sendImport(choice, false) });
  return { dryRun, confirm };
}
