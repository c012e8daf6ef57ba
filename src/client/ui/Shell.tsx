import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useLoaderData, useNavigate } from 'react-router';
import { errorMessage, httpStatus } from '../api/apiErrors';
import { logout } from '../api/auth';
import { LOGIN_PATH } from '../authLoaders';
import type { requireUser } from '../authLoaders';
import { useCharacterStore } from '../stores/characterStore';
import { useGameStore } from '../stores/gameStore';
import { Button } from './Button';
import { cx } from './classNames';
import { useRealtime } from '../realtime/useRealtime';
import { useCharacterSync } from '../api/useCharacterSync';

function navClass({ isActive }: { isActive: boolean }): string {
  return cx('nav-link', isActive && 'is-active');
}

/** The signed-in layout: brand, main navigation, the player's name and logging out. */
export function Shell() {
  useRealtime();
  useCharacterSync();
  const user = useLoaderData<typeof requireUser>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);

  async function handleLogout() {
    setLoggingOut(true);
    setLogoutError(null);
    try {
      await logout();
    } catch (err) {
      // A 401 means the session is already gone: carry on as logged out.
      if (httpStatus(err) !== 401) {
        setLogoutError(errorMessage(err, 'Could not log out. Please try again.'));
        setLoggingOut(false);
        return;
      }
    }
    useCharacterStore.getState().reset();
    useGameStore.getState().clearActiveCharacter();
    queryClient.clear();
    await navigate(LOGIN_PATH, { replace: true });
  }

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <Link to="/dashboard" className="brand">
          Starlane
        </Link>
        <nav className="shell-nav" aria-label="Main">
          <NavLink to="/characters" className={navClass}>
            Characters
          </NavLink>
          <NavLink to="/dashboard" className={navClass}>
            Dashboard
          </NavLink>
        </nav>
        <div className="shell-user">
          <span className="shell-user-name" title={user.email}>
            {user.name}
          </span>
          <Button variant="ghost" onClick={() => void handleLogout()} busy={loggingOut}>
            Log out
          </Button>
        </div>
      </header>
      {logoutError && (
        <div className="shell-banner form-alert" role="alert">
          {logoutError}
        </div>
      )}
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
