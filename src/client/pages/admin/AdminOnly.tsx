import { Link, Outlet } from 'react-router';
import { useActiveUser } from '../world/useActiveUser';
import '../world/world.css';

/**
 * The layout of every content-admin page: a player who is no admin (the server answers their
 * calls with 403) reads why instead of a page of failed loads.
 */
export function AdminOnly() {
  const user = useActiveUser();
  if (user?.is_admin) return <Outlet />;
  return (
    <div className="world-page" data-admin-only>
      <title>Admins only · Starlane</title>
      <h1>Admins only</h1>
      <section className="world-card" role="alert">
        <p>The content admin is for the game&rsquo;s admins, and {user ? `${user.email} is not one` : 'you are not signed in as one'}.</p>
        <p className="world-muted">An admin is an account listed in ADMIN_EMAILS with a verified address, or one another admin has made an admin.</p>
      </section>
      <div className="world-actions">
        <Link className="btn btn-primary" to="/main-menu">
          Back to the main menu
        </Link>
      </div>
    </div>
  );
}
