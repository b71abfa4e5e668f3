import { useId, useState } from 'react';
import { EXCHANGE_TYPES, IMPORT_LIMITS, IMPORT_ROW_RESULTS, IMPORT_TEXTS, type ExchangeType } from '../../../domain/exchange.ts';
import { truncate } from '../../../domain/text.ts';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { adminScreen } from '../admin-guard.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { formatOf, useImport, type ImportChoice, type ImportReport } from './use-import.ts';
import { asChoices, SelectField } from '../ui/select-field.tsx';
import { TableHead } from '../ui/table-head.tsx';
import './import.css';

function ExportPanel() {
  return (
    <section className="card card-body" aria-labelledby="export-title">
      <h2 id="export-title" className="panel-title">
        Export
      </h2>
      <p className="muted">JSON holds everything and can be imported again as it is; CSV is one file per list, one row per item.</p>
      <div className="cluster">
        <a className="btn btn-secondary btn-sm" href={api.admin.export.$path({ query: { format: 'json' } })} download>
          Export everything (JSON)
        </a>
        <a className="btn btn-secondary btn-sm" href={api.admin.export.$path({ query: { format: 'csv', type: 'experts' } })} download>
          Experts (CSV)
        </a>
        <a className="btn btn-secondary btn-sm" href={api.admin.export.$path({ query: { format: 'csv', type: 'articles' } })} download>
          Articles (CSV)
        </a>
      </div>
    </section>
  );
}

type ImportRow = ImportReport['rows'][number];

/** A stored or imported value as text: strings as they are, the rest as JSON; empty says so. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return IMPORT_TEXTS.empty;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One side of a change, cut to a line; the whole value one click away. */
function ChangeValue({ value }: { value: unknown }) {
  const text = valueText(value);
  const short = truncate(text, IMPORT_TEXTS.valuePreview);
  if (short.length >= text.length) return <span className="import-value">{text}</span>;
  return (
    <details className="import-value">
      <summary>{short}…</summary>
      {text}
    </details>
  );
}

type ImportChange = NonNullable<ImportRow['changes']>[number];

/** A changed text's words: kept ones (long stretches cut to '…'), removed struck through, added underlined; said as such to a screen reader. */
function WordChanges({ words }: { words: NonNullable<ImportChange['words']> }) {
  return (
    <span className="import-words">
      {words.map((part, index) =>
        part.op === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.op === 'remove' ? (
          <del key={index} className="diff-remove">
            <span className="visually-hidden">{IMPORT_TEXTS.removed} </span>
            {part.text}
          </del>
        ) : (
          <ins key={index} className="diff-add">
            <span className="visually-hidden">{IMPORT_TEXTS.added} </span>
            {part.text}
          </ins>
        ),
      )}
    </span>
  );
}

/** What an update row would change, field by field: the changed words of a text, else before → after. */
function RowChanges({ changes }: { changes: readonly ImportChange[] }) {
  return (
    <dl className="import-changes">
      {changes.map((change) => (
        <div key={change.field} data-testid="import-change" data-field={change.field}>
          <dt>{change.field}</dt>
          <dd>
            {change.words ? (
              <WordChanges words={change.words} />
            ) : (
              <>
                <ChangeValue value={change.before} /> <span aria-hidden="true">→</span> <span className="visually-hidden">changes to</span>{' '}
                <ChangeValue value={change.after} />
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RowResult({ row }: { row: ImportRow }) {
  if (row.result === 'error') return <span className="field-error">Error: {row.message}</span>;
  if (row.result === 'new') return <span className="badge badge-success">New</span>;
  if (row.result === 'unchanged') return <span className="badge badge-neutral">Unchanged</span>;
  return (
    <>
      <span className="badge badge-accent">Update</span>
      {row.changes && row.changes.length > 0 && <RowChanges changes={row.changes} />}
    </>
  );
}

/** How many rows of each result, unchanged ones included. */
function DryRunCounts({ counts }: { counts: ImportReport['counts'] }) {
  return (
    <ul className="cluster import-counts" aria-label="Rows by result" data-testid="import-counts">
      {IMPORT_ROW_RESULTS.map((result) => (
        <li key={result} className="badge badge-neutral">
          {IMPORT_TEXTS.resultLabels[result]}: {counts[result]}
        </li>
      ))}
    </ul>
  );
}

function DryRunTable({ report }: { report: ImportReport }) {
  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen.
    <div className="activity-scroll" tabIndex={0} role="region" aria-label="Dry run rows">
      <table className="activity-table" aria-label="Dry run">
        <TableHead columns={['List', 'Row', 'Slug', 'Result']} />
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.type}-${row.row}`} data-testid="import-row" data-result={row.result}>
              <td>{row.type}</td>
              <td>{row.row}</td>
              <td>{row.slug ?? '—'}</td>
              <td>
                <RowResult row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Pick a file, see what each row would do, then confirm: nothing is written before that. */
function ImportPanel() {
  const id = useId();
  const [choice, setChoice] = useState<ImportChoice | null>(null);
  const [type, setType] = useState<ExchangeType>('experts');
  const [problem, setProblem] = useState<string | null>(null);
  const { dryRun, confirm } = useImport();
  const report = dryRun.data;

  function pick(file: File | undefined) {
    dryRun.reset();
    confirm.reset();
    setProblem(null);
    if (!file) return setChoice(null);
    const format = formatOf(file);
    if (!format) {
      setChoice(null);
      return setProblem('Choose a .json or .csv file.');
    }
    if (file.size > IMPORT_LIMITS.maxBytes) {
      setChoice(null);
      return setProblem(`The file is too large: at most ${IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB.`);
    }
    const next = { file, format, type: format === 'csv' ? type : undefined };
    setChoice(next);
    dryRun.mutate(next);
  }

  return (
    <section className="card card-body" aria-labelledby="import-title">
      <h2 id="import-title" className="panel-title">
        Import
      </h2>
      <p className="muted">Rows are matched by slug: a new slug adds an item, a known one updates it. The whole file is imported at once, or not at all.</p>
      <div className="cluster">
        <SelectField label="A CSV file holds" value={type} options={asChoices(EXCHANGE_TYPES)} onChange={setType} />
        <div className="field">
          <label htmlFor={`${id}-file`}>File (JSON or CSV)</label>
          <input
            id={`${id}-file`}
            className="input"
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={(event) => pick(event.target.files?.[0])}
          />
        </div>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {dryRun.isPending && <p className="muted">Checking the file...</p>}
      {dryRun.isError && (
        <p className="field-error" role="alert">
          {errorMessage(dryRun.error, 'The file could not be checked')}
        </p>
      )}
      {report && (
        <>
          <p role="status" data-testid="import-summary">
            {confirm.isSuccess ? confirm.data.message : report.message}
          </p>
          <DryRunCounts counts={report.counts} />
          <DryRunTable report={report} />
          {!confirm.isSuccess && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={!choice || report.counts.error > 0 || confirm.isPending}
              onClick={() =>
                choice &&
                confirm.mutate(choice, {
                  onSuccess: ({ message }) => toast({ title: 'Import Complete', description: message }),
                  onError: (error) => toast({ title: 'Import Failed', description: errorMessage(error, 'The import failed'), variant: 'destructive' }),
                })
              }
            >
              {confirm.isPending ? 'Importing...' : 'Confirm import'}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** /admin/import: the directory out as JSON or CSV, and back in after a dry run. */
function ImportExport() {
  return (
    <>
      <ScreenHeader title="Import & Export" subtitle="Move experts and articles in and out as JSON or CSV" />
      <ExportPanel />
      <ImportPanel />
    </>
  );
}

export default adminScreen(ImportExport);
