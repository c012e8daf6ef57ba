import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from './classNames';

/** The class of a main-navigation link, lit on its own page. */
export function navClass({ isActive }: { isActive: boolean }): string {
  return cx('nav-link', isActive && 'is-active');
}

interface ShellFrameProps {
  /** Where the brand leads. */
  home: string;
  /** The main navigation's links. */
  nav: ReactNode;
  /** The header's right-hand side (the player, a Play link). */
  aside: ReactNode;
  /** A line under the header (an error). */
  banner?: ReactNode;
  children: ReactNode;
}

/** A page frame: skip link, the sticky header with the brand and main navigation, then the page. */
export function ShellFrame({ home, nav, aside, banner, children }: ShellFrameProps) {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <Link to={home} className="brand">
          Starlane
        </Link>
        <nav className="shell-nav" aria-label="Main">
          {nav}
        </nav>
        {aside}
      </header>
      {banner}
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
