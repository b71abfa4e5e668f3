import type { FieldChange } from '../../../domain/versions.ts';
import { fieldLabel } from './field-labels.ts';

/** A stored value as text: lists one entry a line, objects as JSON, empty as '(empty)'. */
function asText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? '(empty)' : value.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry))).join('\n');
  return JSON.stringify(value, null, 2);
}

function Entries({ kind, values }: { kind: 'add' | 'remove'; values: unknown[] }) {
  if (values.length === 0) return null;
  const Tag = kind === 'add' ? 'ins' : 'del';
  return (
    <ul className={`diff-entries diff-${kind}`}>
      {values.map((value, index) => (
        <li key={index}>
          <span aria-hidden="true">{kind === 'add' ? '+ ' : '− '}</span>
          <Tag>{asText(value)}</Tag>
        </li>
      ))}
    </ul>
  );
}

function ChangeBody({ change }: { change: FieldChange }) {
  if (change.lines) {
    return (
      <pre className="diff-lines">
        {change.lines.map((line, index) =>
          line.op === 'same' ? (
            <span key={index} className="diff-same">
              {'  '}
              {line.text}
              {'\n'}
            </span>
          ) : line.op === 'add' ? (
            <ins key={index} className="diff-add">
              {'+ '}
              {line.text}
              {'\n'}
            </ins>
          ) : (
            <del key={index} className="diff-remove">
              {'− '}
              {line.text}
              {'\n'}
            </del>
          ),
        )}
      </pre>
    );
  }
  if (change.added || change.removed) {
    return (
      <>
        <Entries kind="remove" values={change.removed ?? []} />
        <Entries kind="add" values={change.added ?? []} />
      </>
    );
  }
  return (
    <dl className="diff-values">
      <dt>Before</dt>
      <dd>
        <del className="diff-remove">{asText(change.before)}</del>
      </dd>
      <dt>After</dt>
      <dd>
        <ins className="diff-add">{asText(change.after)}</ins>
      </dd>
    </dl>
  );
}

/** Every changed field with what it was and what it became. */
export function VersionDiff({ changes }: { changes: readonly FieldChange[] }) {
  if (changes.length === 0) return <p className="muted">No differences.</p>;
  return (
    <ol className="diff-list">
      {changes.map((change) => (
        <li key={change.field} className="diff-field">
          <h4 className="diff-field-name">{fieldLabel(change.field)}</h4>
          <ChangeBody change={change} />
        </li>
      ))}
    </ol>
  );
}
