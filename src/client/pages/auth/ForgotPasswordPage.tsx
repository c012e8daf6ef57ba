import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordRequest } from '../../../shared/api';
import { accountApi } from '../../accounts/account';
import { AuthCard } from '../../ui/AuthCard';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';

/** Fortify's forgot-password page: asks for the address and says the same whether it has an account or not. */
export function ForgotPasswordPage() {
  const [status, setStatus] = useState<string | null>(null);
  const form = useContractForm(forgotPasswordRequest, { email: '' }, async (values) => setStatus((await accountApi.forgotPassword(values)).message), 'Could not send the link. Please try again.');
  const { isSubmitting } = form.formState;

  return (
    <AuthCard
      title="Forgot your password?"
      footer={
        <>
          Remembered it? <Link to="/login">Log in</Link>
        </>
      }
    >
      <title>Forgot password · Starlane</title>
      <p className="muted">Tell us your e-mail address and we will e-mail you a link to choose a new password.</p>
      {status && (
        <p className="form-status" role="status">
          {status}
        </p>
      )}
      <form className="stack" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <FormAlert message={form.formError} />
        <FormField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" busy={isSubmitting} className="btn-block">
          Email Password Reset Link
        </Button>
      </form>
    </AuthCard>
  );
}
