import type { ReactNode } from 'react';
import { confirmPasswordRequest } from '../../../shared/api';
import { Button, type ButtonVariant } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';

/** A form that asks for the password in the same request as the act (log out other sessions, delete the account). */
export function PasswordActionForm({
  label,
  variant = 'primary',
  fallbackError,
  act,
  children,
}: {
  label: string;
  variant?: ButtonVariant;
  fallbackError: string;
  act: (password: string) => Promise<void>;
  children?: ReactNode;
}) {
  const form = useContractForm(
    confirmPasswordRequest,
    { password: '' },
    async (values) => {
      await act(values.password);
      form.reset({ password: '' });
    },
    fallbackError,
  );
  const { isSubmitting } = form.formState;
  return (
    <form className="stack" onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <FormAlert message={form.formError} />
      <FormField label="Password" type="password" autoComplete="current-password" hint="Please enter your password to confirm." {...form.field('password')} />
      <div className="actions">
        <Button type="submit" variant={variant} busy={isSubmitting}>
          {label}
        </Button>
        {children}
      </div>
    </form>
  );
}
