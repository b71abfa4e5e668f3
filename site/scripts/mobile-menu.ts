/** Opens and closes the mobile menu's <dialog> (site/components/mobile-menu.astro). */
const dialog = document.querySelector<HTMLDialogElement>('dialog#mobile-menu');
if (dialog) {
  document.querySelector('[data-menu-open]')?.addEventListener('click', () => dialog.showModal());
  dialog.querySelector('[data-menu-close]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop lands on the dialog itself, outside its content box.
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
}
