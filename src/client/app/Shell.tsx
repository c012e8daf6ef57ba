import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NavLink, Outlet, useLoaderData, useNavigate } from 'react-router';
import { errorMessage, httpStatus } from '../api/apiErrors';
import { logout } from '../accounts/auth';
import { LOGIN_PATH } from '../accounts/signedInUser';
import type { requireUser } from '../accounts/signedInUser';
import { forgetPlayer } from '../accounts/forgetPlayer';
import { API_TOKENS_PATH, PROFILE_PATH } from '../pages/account/accountPaths';
import { VerifyEmailBanner } from '../pages/account/VerifyEmailBanner';
import { Button } from '../ui/Button';
import { ShellFrame, navClass } from '../ui/ShellFrame';
import { useRealtime } from '../realtime/useRealtime';
import { useCharacterSync } from '../characters/useCharacterSync';

/** The signed-in layout: brand, main navigation, the account menu (profile, API tokens, logging out) and the verification banner. */
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
    forgetPlayer(queryClient);
    await navigate(LOGIN_PATH, { replace: true });
  }

  return (
    <ShellFrame
      home="/dashboard"
      nav={
        <>
          <NavLink to="/main-menu" className={navClass}>
            Menu
          </NavLink>
          <NavLink to="/characters" className={navClass}>
            Characters
          </NavLink>
          <NavLink to="/dashboard" className={navClass}>
            Dashboard
          </NavLink>
          <NavLink to="/galaxy" className={navClass}>
            Galaxy
          </NavLink>
          <NavLink to="/economy" className={navClass}>
            Economy
          </NavLink>
          <NavLink to="/party" className={navClass}>
            Party
          </NavLink>
          <NavLink to="/guilds" className={navClass}>
            Guilds
          </NavLink>
          <NavLink to="/chat" className={navClass}>
            Chat
          </NavLink>
          {user.is_admin && (
            <NavLink to="/admin" className={navClass}>
              Admin
            </NavLink>
          )}
        </>
      }
      aside={
        <nav className="shell-user" aria-label="Account">
          <span className="shell-user-name" title={user.email}>
            {user.name}
          </span>
          <NavLink to={PROFILE_PATH} className={navClass}>
            Profile
          </NavLink>
          <NavLink to={API_TOKENS_PATH} className={navClass}>
            API Tokens
          </NavLink>
          <Button variant="ghost" onClick={() => void handleLogout()} busy={loggingOut}>
            Log out
          </Button>
        </nav>
      }
      banner={
        <>
          <VerifyEmailBanner user={user} />
          {logoutError && (
            <div className="shell-banner form-alert" role="alert">
              {logoutError}
            </div>
          )}
        </>
      }
    >
      <Outlet />
    </ShellFrame>
  );
}
