import { useQuery } from '@tanstack/react-query';
import { MODEL_TEXTS, modelWarningLine } from '../../../domain/ai/model-labels.ts';
import { modelStatusQuery } from '../queries.ts';
import './model-warnings.css';

/**
 * The shutdown guard on screen: every default or configured AI model that shuts down within
 * SHUTDOWN_WARNING_DAYS (60) or has left its provider's catalogue, with the replacement the catalogue offers. Mounted
 * with one line on the dashboard and every AI screen; shows nothing while loading, when all is
 * well, or when the status cannot be read (the screen's own calls say that).
 */
export function ModelWarnings() {
  const status = useQuery(modelStatusQuery);
  const warnings = status.data?.warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <div className="notice notice-warning model-warnings" role="status" data-testid="model-warnings">
      <p className="model-warnings-title">
        {MODEL_TEXTS.warningsTitle}
        {warnings.length === 1 ? '' : 's'}
      </p>
      <ul>
        {warnings.map((warning) => (
          <li key={`${warning.provider}-${warning.kind}-${warning.model}`}>
            <span className="badge">{warning.kind === 'text' ? 'Text' : 'Image'}</span> {modelWarningLine(warning)}
          </li>
        ))}
      </ul>
    </div>
  );
}
