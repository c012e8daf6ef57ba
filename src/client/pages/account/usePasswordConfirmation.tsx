import { useState, type ReactNode } from 'react';
import { httpStatus } from '../../api/apiErrors';
import { accountApi } from '../../accounts/account';
import { ConfirmPasswordDialog } from './ConfirmPasswordDialog';

type Act = () => Promise<void>;

/**
 * Runs a sensitive act (Fortify's `password.confirm`): when the password was not confirmed in
 * the last 3 hours, or the server answers 423, a dialog asks for it and the act then runs.
 * Render `dialog` where the form is.
 */
export function usePasswordConfirmation(onError: (err: unknown) => void): { withPassword: (act: Act) => Promise<void>; dialog: ReactNode } {
  const [pending, setPending] = useState<Act | null>(null);

  async function attempt(act: Act): Promise<void> {
    try {
      await act();
    } catch (err) {
      if (httpStatus(err) === 423) setPending(() => act);
      else onError(err);
    }
  }

  async function withPassword(act: Act): Promise<void> {
    if (await accountApi.passwordConfirmed()) await attempt(act);
    else setPending(() => act);
  }

  const dialog = pending && (
    <ConfirmPasswordDialog
      onCancel={() => setPending(null)}
      onConfirmed={() => {
        setPending(null);
        void attempt(pending);
      }}
    />
  );
  return { withPassword, dialog };
}
