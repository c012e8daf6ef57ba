import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountApi } from '../../accounts/account';
import { queryKeys } from '../../api/queryKeys';
import { AccountSection } from './AccountSection';
import { PasswordActionForm } from './PasswordActionForm';

const since = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

function lastActive(iso: string): string {
  const minutes = Math.round((Date.parse(iso) - Date.now()) / 60_000);
  if (Math.abs(minutes) < 60) return since.format(minutes, 'minute');
  if (Math.abs(minutes) < 60 * 48) return since.format(Math.round(minutes / 60), 'hour');
  return since.format(Math.round(minutes / 1440), 'day');
}

/** Jetstream's browser sessions: the signed-in devices, and logging out the others after the password. */
export function BrowserSessionsForm() {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const { data: sessions, isPending } = useQuery({ queryKey: queryKeys.account.sessions, queryFn: accountApi.browserSessions });

  async function logoutOthers(password: string) {
    setDone(false);
    await accountApi.logoutOtherSessions(password);
    setDone(true);
    await queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions });
  }

  return (
    <AccountSection title="Browser Sessions" description="Manage and log out your active sessions on other browsers and devices.">
      <p className="muted">
        If necessary, you may log out of all of your other browser sessions across all of your devices. If you feel your account has been compromised, you should
        also update your password.
      </p>
      {isPending ? (
        <p className="muted">Loading sessions…</p>
      ) : (
        <ul className="plain-list" aria-label="Signed-in browsers">
          {sessions?.map((session, index) => (
            <li key={index}>
              <div>
                <div>{session.agent ?? 'Unknown browser'}</div>
                <div className="muted">
                  {session.ip_address ?? 'unknown address'} · {session.is_current_device ? <strong className="saved-flag">This device</strong> : `Last active ${lastActive(session.last_active)}`}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PasswordActionForm label="Log Out Other Browser Sessions" fallbackError="Could not log out the other sessions." act={logoutOthers}>
        {done && (
          <span className="saved-flag" role="status">
            Done.
          </span>
        )}
      </PasswordActionForm>
    </AccountSection>
  );
}
