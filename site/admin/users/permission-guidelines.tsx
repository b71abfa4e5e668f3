/** What each role may do, beside the list where roles are changed. */
export function PermissionGuidelines() {
  return (
    <section className="card card-body" aria-labelledby="permission-guidelines">
      <h2 id="permission-guidelines" className="panel-title">
        Permission Guidelines
      </h2>
      <dl className="guidelines">
        <div>
          <dt>
            <span className="badge badge-accent">Admin</span>
          </dt>
          <dd>
            Full access to the admin screens: reviewing submissions, managing and featuring experts, articles, image storage
            and user management, including other people's roles.
          </dd>
        </div>
        <div>
          <dt>
            <span className="badge badge-neutral">User</span>
          </dt>
          <dd>Can sign in, submit experts for review and use the public site. Cannot open the admin screens.</dd>
        </div>
      </dl>
      <p className="muted small">
        The site always keeps at least one administrator, so the last one cannot be made a user or deleted. Nobody can delete
        their own account here.
      </p>
    </section>
  );
}
