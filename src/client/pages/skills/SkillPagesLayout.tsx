import { Link, NavLink, Outlet } from 'react-router';
import { ShellFrame, navClass } from '../../ui/ShellFrame';
import './skillPages.css';

/** The public frame of the professions and skill pages: visitors browse them without signing in. */
export function SkillPagesLayout() {
  return (
    <ShellFrame
      home="/"
      nav={
        <NavLink to="/professions" end className={navClass}>
          Professions
        </NavLink>
      }
      aside={
        <Link to="/game" className="btn btn-secondary">
          Play
        </Link>
      }
    >
      <Outlet />
    </ShellFrame>
  );
}
