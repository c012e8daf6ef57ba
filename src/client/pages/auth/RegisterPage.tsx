import { Link } from 'react-router';
import { registerRequest } from '../../../shared/api';
import { register as registerAccount } from '../../api/auth';
import { AuthCard } from '../../ui/AuthCard';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';
import { useSignedIn } from './useSignedIn';

export function RegisterPage() {
  const signedIn = useSignedIn();
  const {
    register,
    formError,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useContractForm(
    registerRequest,
    { name: '', email: '', password: '', password_confirmation: '' },
    async (values) => signedIn(await registerAccount(values)),
    'Registration failed. Please try again.',
  );

  return (
    <AuthCard
      title="Join Starlane"
      footer={
        <>
          Already registered? <Link to="/login">Log in</Link>
        </>
      }
    >
      <title>Register · Starlane</title>
      <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormAlert message={formError} />
        <FormField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
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
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Button type="submit" busy={isSubmitting} className="btn-block">
          Register
        </Button>
      </form>
    </AuthCard>
  );
}
