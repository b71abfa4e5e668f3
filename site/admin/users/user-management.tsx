import { useRef } from 'react';
import { useAuth } from '../../lib/use-auth.ts';
import { adminScreen } from '../admin-guard.tsx';
import { Can } from '../ui/can.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { StatCard } from '../ui/stat-card.tsx';
import { InviteForm } from './invite-form.tsx';
import { PermissionGuidelines } from './permission-guidelines.tsx';
import { RoleBudgets } from './role-budgets.tsx';
import { useDeleteUser, useUserStats, useUsers } from './use-users.ts';
import { UserRow } from './user-row.tsx';
import './users.css';

function UserStatCards() {
  const stats = useUserStats();
  const value = (pick: (data: NonNullable<typeof stats.data>) => number) => (stats.data ? pick(stats.data) : '–');
  return (
    <div className="stat-grid" aria-busy={stats.isPending}>
      <StatCard label="Total Users" value={value((data) => data.totalUsers)} />
      <StatCard label="Administrators" value={value((data) => data.adminUsers)} />
      <StatCard label="Editors" value={value((data) => data.editorUsers)} />
      <StatCard label="Contributors" value={value((data) => data.contributorUsers)} />
      <StatCard label="Regular Users" value={value((data) => data.regularUsers)} />
    </div>
  );
}

/**
 * /admin/users, the People screen: every account with its role, last sign-in and second factor;
 * invitations; and for admins deactivation, deletion and AI budgets per role and per person.
 */
function UserManagement() {
  const users = useUsers();
  const { user: me, can } = useAuth();
  const list = useRef<HTMLElement>(null);
  const remove = useDeleteUser(list);
  const manages = can('people.manage');

  return (
    <>
      <ScreenHeader title="User Management" subtitle="Manage user roles and permissions" />
      <UserStatCards />
      <div className="users-layout">
        <div className="users-main">
          {me && <InviteForm myRole={me.role} />}
          <section ref={list} tabIndex={-1} className="card card-body" aria-labelledby="all-users">
            <h2 id="all-users" className="panel-title">
              All Users
            </h2>
            {users.isPending ? (
              <p className="muted">Loading users...</p>
            ) : users.isError ? (
              <p className="field-error" role="alert">
                Failed to load users
              </p>
            ) : users.data.length === 0 ? (
              <p className="muted">No users found</p>
            ) : (
              <ul className="user-list">
                {users.data.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    myRole={me?.role ?? 'user'}
                    manages={manages}
                    isSelf={user.id === me?.id}
                    onDelete={() => remove.ask(user)}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
        <div className="users-side">
          <Can permissions={['people.manage']}>
            <RoleBudgets />
          </Can>
          <PermissionGuidelines />
        </div>
      </div>
      {remove.dialog}
    </>
  );
}

export default adminScreen(UserManagement);
