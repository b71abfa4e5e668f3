/**
 * The admin menu on screens narrower than the side bar (site/layouts/admin.astro): a disclosure
 * button that shows and hides the admin navigation. Escape inside the open menu closes it and
 * gives focus back to the button.
 */
const toggle = document.querySelector<HTMLButtonElement>('[data-admin-menu-toggle]');
const bar = toggle?.closest<HTMLElement>('.admin-bar');

function setOpen(open: boolean): void {
  toggle?.setAttribute('aria-expanded', String(open));
  bar?.toggleAttribute('data-menu-open', open);
}

toggle?.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
bar?.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || toggle?.getAttribute('aria-expanded') !== 'true') return;
  setOpen(false);
  toggle.focus();
});
