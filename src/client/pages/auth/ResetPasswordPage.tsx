import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { resetPasswordRequest } from '../../../shared/api';
import { accountApi } from '../../accounts/account';
import { showToast } from '../../ui/toastStore';
import { AuthCard } from '../../ui/AuthCard';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';

/** Fortify's reset-password page, opened from the mailed link (`/reset-password/{token}?email=…`). */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const form = useContractForm(
    resetPasswordRequest,
    { token, email: search.get('email') ?? '', password: '', password_confirmation: '' },
    async (values) => {
      showToast('success', (await accountApi.resetPassword(values)).message);
      await navigate('/login', { replace: true });
    },
    'Could not reset the password. Please try again.',
  );
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthCard
      title="Reset Password"
      footer={
        <>
          Link expired? <Link to="/forgot-password">Send a new one</Link>
        </>
      }
    >
      <title>Reset password · Starlane</title>
      <form className="stack" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <FormAlert message={form.formError ?? errors.token?.message} />
        <FormField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <FormField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
        <FormField label="Confirm Password" type="password" autoComplete="new-password" {...form.field('password_confirmation')} />
        <Button type="submit" busy={isSubmitting} className="btn-block">
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
