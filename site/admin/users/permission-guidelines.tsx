import { ROLES } from '../../../domain/entities.ts';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../../domain/permissions.ts';

/** What each role may do (written once in domain/permissions.ts), beside the list where roles are changed. */
export function PermissionGuidelines() {
  return (
    <section className="card card-body" aria-labelledby="permission-guidelines">
      <h2 id="permission-guidelines" className="panel-title">
        Permission Guidelines
      </h2>
      <dl className="guidelines">
        {[...ROLES].reverse().map((role) => (
          <div key={role}>
            <dt>
              <span className={role === 'admin' ? 'badge badge-accent' : 'badge badge-neutral'}>{ROLE_LABELS[role]}</span>
            </dt>
            <dd>{ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        ))}
      </dl>
      <p className="muted small">
        Nobody gives a role above their own. The site always keeps at least one active administrator, so the last one cannot be demoted, deactivated or deleted.
        Nobody can delete or deactivate their own account here. Deactivating an account ends all of its sessions at once.
      </p>
    </section>
  );
}
