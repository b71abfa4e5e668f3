import './rebuild-note.css';

/**
 * Shown after a change to what the public pages show: they are static, so the change reaches
 * visitors once the automatic rebuild has run, which the dashboard follows.
 */
export function RebuildNote() {
  return (
    <p className="notice rebuild-note" role="status">
      Your change is saved. The public site updates after the automatic rebuild: follow it under Publishing on the <a href="/admin">Dashboard</a>.
    </p>
  );
}
