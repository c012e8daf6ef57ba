import { Link, useNavigate } from 'react-router';
import { loginRequest } from '../../../shared/api';
import { login } from '../../accounts/auth';
import { AuthCard } from '../../ui/AuthCard';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';
import { FORGOT_PASSWORD_PATH, TWO_FACTOR_CHALLENGE_PATH } from '../account/accountPaths';
import { useSignedIn } from './useSignedIn';

export function LoginPage() {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const {
    register,
    field,
    formError,
    onSubmit,
    formState: { isSubmitting },
  } = useContractForm(
    loginRequest,
    { email: '', password: '', remember: false },
    async (values) => {
      const user = await login(values);
      if (user) await signedIn(user);
      else await navigate(TWO_FACTOR_CHALLENGE_PATH);
    },
    'Login failed. Please try again.',
  );

  return (
    <AuthCard
      title="Log in to Starlane"
      footer={
        <>
          New to Starlane? <Link to="/register">Register</Link>
        </>
      }
    >
      <title>Log in · Starlane</title>
      <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormAlert message={formError} />
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
        <FormField label="Password" type="password" autoComplete="current-password" {...field('password')} />
        <label className="checkbox">
          <input type="checkbox" {...register('remember')} />
          <span>Remember me</span>
        </label>
        <Button type="submit" busy={isSubmitting} className="btn-block">
          Log in
        </Button>
        <Link to={FORGOT_PASSWORD_PATH} className="muted-link">
          Forgot your password?
        </Link>
      </form>
    </AuthCard>
  );
}
