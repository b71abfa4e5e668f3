import type { ReactNode } from 'react';
import './screen-header.css';

interface ScreenHeaderProps {
  title: string;
  /** The line under the title. */
  subtitle?: string;
  /** Shown under the title instead of a plain subtitle (a live count, a loading or failure note). */
  children?: ReactNode;
  /** The screen's own buttons, at the header's end. */
  actions?: ReactNode;
}

/** The top of every admin screen: its title, what it is for, and its screen-wide actions. */
export function ScreenHeader({ title, subtitle, children, actions }: ScreenHeaderProps) {
  return (
    <header className="admin-header">
      <div>
        <h1>{title}</h1>
        {subtitle && <p className="muted">{subtitle}</p>}
        {children}
      </div>
      {actions}
    </header>
  );
}
