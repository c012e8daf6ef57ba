import { Link } from 'react-router';
import { registerRequest } from '../../../shared/api';
import { register as registerAccount } from '../../accounts/auth';
import { AuthCard } from '../../ui/AuthCard';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';
import { useSignedIn } from './useSignedIn';

export function RegisterPage() {
  const signedIn = useSignedIn();
  const {
    field,
    formError,
    onSubmit,
    formState: { isSubmitting },
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
        <FormField label="Name" autoComplete="name" {...field('name')} />
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
        <FormField label="Password" type="password" autoComplete="new-password" hint="At least 8 characters." {...field('password')} />
        <FormField label="Confirm Password" type="password" autoComplete="new-password" {...field('password_confirmation')} />
        <Button type="submit" busy={isSubmitting} className="btn-block">
          Register
        </Button>
      </form>
    </AuthCard>
  );
}
