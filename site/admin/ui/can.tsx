import type { ReactNode } from 'react';
import type { Permission } from '../../../domain/permissions.ts';
import { useAuth } from '../../lib/use-auth.ts';

/** Renders its children only for a person whose role holds one of `permissions` (a panel or a button of a screen). */
export function Can({ permissions, children }: { permissions: readonly Permission[]; children: ReactNode }) {
  const { can } = useAuth();
  return can(...permissions) ? <>{children}</> : null;
}
