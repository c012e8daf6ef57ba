import { useNavigate, useSearchParams } from 'react-router';
import { confirmPasswordRequest } from '../../../shared/api';
import { accountApi } from '../../accounts/account';
import { AuthCard } from '../../ui/AuthCard';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';
import { PROFILE_PATH } from './accountPaths';

/** Only a path of this site to go back to (never `//elsewhere`). */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : PROFILE_PATH;
}

/** Fortify's confirm-password page: the password again before a sensitive act, good for 3 hours. */
export function ConfirmPasswordPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const form = useContractForm(
    confirmPasswordRequest,
    { password: '' },
    async (values) => {
      await accountApi.confirmPassword(values.password);
      await navigate(safeRedirect(search.get('redirect')), { replace: true });
    },
    'Could not confirm the password. Please try again.',
  );
  const { isSubmitting } = form.formState;

  return (
    <AuthCard title="Confirm Password">
      <title>Confirm password · Starlane</title>
      <p className="muted">This is a secure area of the application. Please confirm your password before continuing.</p>
      <form className="stack" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <FormAlert message={form.formError} />
        <FormField label="Password" type="password" autoComplete="current-password" autoFocus {...form.field('password')} />
        <Button type="submit" busy={isSubmitting} className="btn-block">
          Confirm
        </Button>
      </form>
    </AuthCard>
  );
}
