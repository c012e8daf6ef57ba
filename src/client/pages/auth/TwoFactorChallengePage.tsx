import { useState } from 'react';
import { Link } from 'react-router';
import { twoFactorChallengeRequest } from '../../../shared/api';
import { accountApi } from '../../accounts/account';
import { AuthCard } from '../../ui/AuthCard';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';
import { useSignedIn } from './useSignedIn';

/** Fortify's two-factor challenge: the login's second step, with a code from the app or a recovery code. */
export function TwoFactorChallengePage() {
  const signedIn = useSignedIn();
  const [recovery, setRecovery] = useState(false);
  const form = useContractForm(
    twoFactorChallengeRequest,
    { code: undefined, recovery_code: undefined },
    async (values) => signedIn(await accountApi.twoFactorChallenge(recovery ? { recovery_code: values.recovery_code } : { code: values.code })),
    'Could not check the code. Please try again.',
  );
  const { isSubmitting } = form.formState;

  function toggle() {
    form.reset({ code: undefined, recovery_code: undefined });
    setRecovery((value) => !value);
  }

  return (
    <AuthCard
      title="Two-factor confirmation"
      footer={
        <>
          Not you? <Link to="/login">Log in again</Link>
        </>
      }
    >
      <title>Two-factor confirmation · Starlane</title>
      <p className="muted">
        {recovery
          ? 'Please confirm access to your account by entering one of your emergency recovery codes.'
          : 'Please confirm access to your account by entering the authentication code provided by your authenticator application.'}
      </p>
      <form className="stack" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <FormAlert message={form.formError} />
        {recovery ? (
          <FormField key="recovery" label="Recovery Code" autoComplete="one-time-code" autoFocus {...form.field('recovery_code')} />
        ) : (
          <FormField key="code" label="Code" inputMode="numeric" autoComplete="one-time-code" autoFocus {...form.field('code')} />
        )}
        <Button type="submit" busy={isSubmitting} className="btn-block">
          Log in
        </Button>
        <Button variant="ghost" onClick={toggle}>
          {recovery ? 'Use an authentication code' : 'Use a recovery code'}
        </Button>
      </form>
    </AuthCard>
  );
}
