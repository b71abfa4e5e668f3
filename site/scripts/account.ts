/**
 * The header's account areas (bar and mobile menu, see site/components/header-account.astro).
 * Anonymous visitors (no signed-in hint) get the Sign In / Sign Up links and no API call at all;
 * with the hint, the signed-in layout shows at once and the first name fills in when the
 * current-user call answers. A refused or failed answer means signed out (spec: no retry, no message).
 */
import { canOpenAdmin } from '../../domain/permissions.ts';
import { headerName } from '../../domain/text.ts';
import { api, unwrapOrNullOn401, type Reply } from '../lib/api.ts';
import { readSignedInHint } from '../lib/signed-in-hint.ts';

type State = 'out' | 'in';

function areas(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-account]')];
}

function show(state: State, admin: boolean): void {
  for (const area of areas()) {
    area.dataset.state = state;
    area.toggleAttribute('data-admin', admin);
  }
  // The footer's Admin Panel link: in the static HTML for everyone, shown only to people of the admin area.
  for (const link of document.querySelectorAll<HTMLElement>('[data-admin-only]')) link.hidden = !admin;
}

async function currentUser(): Promise<Reply<typeof api.auth.user.$get> | null> {
  try {
    return await unwrapOrNullOn401(api.auth.user.$get());
  } catch {
    return null;
  }
}

async function signOut(): Promise<void> {
  try {
    const res = await api.auth.logout.$post();
    if (!res.ok) console.error('Sign out failed', res.status);
  } catch (error) {
    console.error('Sign out failed', error);
  }
  window.location.href = '/';
}

async function start(): Promise<void> {
  for (const button of document.querySelectorAll('[data-sign-out]')) button.addEventListener('click', () => void signOut());
  const hint = readSignedInHint();
  if (!hint) {
    show('out', false);
    return;
  }
  show('in', canOpenAdmin(hint));
  const user = await currentUser();
  if (!user) {
    show('out', false);
    return;
  }
  const name = headerName(user);
  for (const slot of document.querySelectorAll<HTMLElement>('[data-account-name]')) {
    slot.textContent = name;
    // The bar's slot is narrow: a long address is cut there, whole on hover.
    slot.title = name;
  }
  show('in', canOpenAdmin(user.role));
}

void start();
