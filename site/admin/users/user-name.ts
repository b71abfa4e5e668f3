import type { PublicUser } from '../../../domain/entities.ts';

/** The full name, else the e-mail, else 'Unknown User'. */
export function displayName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'email'>): string {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || user.email || 'Unknown User';
}
