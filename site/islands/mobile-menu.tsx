import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { CATEGORIES } from '../../domain/categories.ts';
import { AuthLinks } from './auth-links.tsx';
import { withProviders } from './with-providers.tsx';

/**
 * The slide-out menu on small screens: the header's items, with the directory's categories.
 * The categories come from domain/ rather than props, so no page has to serialise them.
 */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn btn-ghost btn-icon menu-button" aria-label="Open menu">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="sheet-content mobile-menu" aria-describedby={undefined}>
          <div className="mobile-menu-head">
            <Dialog.Title className="dialog-title">Menu</Dialog.Title>
            <Dialog.Close className="btn btn-ghost btn-icon" aria-label="Close menu">
              ×
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <p className="menu-heading">Directory</p>
            <a className="menu-link" href="/directory">
              Full Directory
            </a>
            {CATEGORIES.map((category) => (
              <a key={category.key} className="menu-link menu-link-indent" href={`/directory/${category.slug}`}>
                {category.label}
              </a>
            ))}
            <hr />
            <a className="menu-link" href="/articles">
              Articles
            </a>
            <a className="menu-link" href="/submit">
              Submit Expert
            </a>
            <hr />
            <AuthLinks layout="menu" />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default withProviders(MobileMenu);
