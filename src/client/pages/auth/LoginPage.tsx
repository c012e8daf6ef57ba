import { Link } from 'react-router';
import { loginRequest } from '../../../shared/api';
import { login } from '../../api/auth';
import { AuthCard } from '../../ui/AuthCard';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';
import { useSignedIn } from './useSignedIn';

export function LoginPage() {
  const signedIn = useSignedIn();
  const {
    register,
    formError,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useContractForm(
    loginRequest,
    { email: '', password: '', remember: false },
    async (values) => signedIn(await login(values)),
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
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <label className="checkbox">
          <input type="checkbox" {...register('remember')} />
          <span>Remember me</span>
        </label>
        <Button type="submit" busy={isSubmitting} className="btn-block">
          Log in
        </Button>
      </form>
    </AuthCard>
  );
}
