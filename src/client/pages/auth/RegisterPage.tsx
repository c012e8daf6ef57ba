import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { registerRequest } from '../../../shared/api';
import type { RegisterRequest } from '../../../shared/api';
import { register as registerAccount } from '../../api/auth';
import { queryKeys } from '../../api/queryKeys';
import { HOME_AFTER_LOGIN_PATH } from '../../authLoaders';
import { useCharacterStore } from '../../stores/characterStore';
import { AuthCard } from '../../ui/AuthCard';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { applyServerErrors } from '../applyServerErrors';

type RegisterFormValues = z.input<typeof registerRequest>;

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

export function RegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterRequest>({
    resolver: zodResolver(registerRequest),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await registerAccount(values);
      useCharacterStore.getState().setUser(user);
      queryClient.setQueryData(queryKeys.user, user);
      await navigate(HOME_AFTER_LOGIN_PATH, { replace: true });
    } catch (err) {
      setFormError(applyServerErrors(err, setError, FIELDS, 'Registration failed. Please try again.'));
    }
  });

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
