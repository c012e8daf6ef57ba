import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { requireUser } from '../../accounts/signedInUser';
import { errorMessage } from '../../api/apiErrors';
import { accountApi } from '../../accounts/account';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import './account.css';

/** Fortify's verify-email notice: what to do with the mail, and a resend button (one mail a minute). */
export function VerifyEmailPage() {
  const user = useRouteLoaderData<typeof requireUser>('app');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    setError(null);
    try {
      setStatus((await accountApi.resendVerification()).message);
    } catch (err) {
      setError(errorMessage(err, 'Could not send the link. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page stack account-page">
      <title>Verify e-mail · Starlane</title>
      <h1>Verify Email Address</h1>
      <section className="panel panel-narrow stack">
        {user?.email_verified_at ? (
          <p>Your e-mail address {user.email} is verified.</p>
        ) : (
          <>
            <p className="muted">
              Before creating API tokens, please verify your e-mail address by clicking on the link we e-mailed to {user?.email}. You can play in the meantime. If
              you didn't receive the e-mail, we will gladly send you another.
            </p>
            {status && (
              <p className="form-status" role="status">
                {status}
              </p>
            )}
            <FormAlert message={error} />
            <div className="actions">
              <Button onClick={() => void resend()} busy={busy}>
                Resend Verification Email
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
