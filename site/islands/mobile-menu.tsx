import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { AuthLinks } from './auth-links.tsx';
import { withProviders } from './with-providers.tsx';

interface MenuLink {
  href: string;
  label: string;
}

/** The slide-out menu on small screens: the header's items, with the directory's categories. */
function MobileMenu({ categories }: { categories: MenuLink[] }) {
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
            {categories.map((category) => (
              <a key={category.href} className="menu-link menu-link-indent" href={category.href}>
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
