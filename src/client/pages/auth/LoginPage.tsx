import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginRequest } from '../../../shared/api';
import type { LoginRequest } from '../../../shared/api';
import { login } from '../../api/auth';
import { queryKeys } from '../../api/queryKeys';
import { HOME_AFTER_LOGIN_PATH } from '../../authLoaders';
import { useCharacterStore } from '../../stores/characterStore';
import { AuthCard } from '../../ui/AuthCard';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { applyServerErrors } from '../applyServerErrors';

type LoginFormValues = z.input<typeof loginRequest>;

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await login(values);
      useCharacterStore.getState().setUser(user);
      queryClient.setQueryData(queryKeys.user, user);
      await navigate(HOME_AFTER_LOGIN_PATH, { replace: true });
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['email', 'password'], 'Login failed. Please try again.'));
    }
  });

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
