import { Link, NavLink, Outlet } from 'react-router';
import { cx } from '../../ui/classNames';
import './skillPages.css';

/** The public frame of the professions and skill pages: visitors browse them without signing in. */
export function SkillPagesLayout() {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <Link to="/" className="brand">
          Starlane
        </Link>
        <nav className="shell-nav" aria-label="Main">
          <NavLink to="/professions" end className={({ isActive }) => cx('nav-link', isActive && 'is-active')}>
            Professions
          </NavLink>
        </nav>
        <Link to="/game" className="btn btn-secondary">
          Play
        </Link>
      </header>
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
