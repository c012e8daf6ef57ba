import { useState } from 'react';
import { updatePasswordRequest } from '../../../shared/api';
import { accountApi } from '../../api/account';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';
import { AccountSection } from './AccountSection';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Fortify's password update: the current password first; the other browser sessions end. */
export function UpdatePasswordForm() {
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    formError,
    onSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useContractForm(
    updatePasswordRequest,
    EMPTY,
    async (values) => {
      setSaved((await accountApi.updatePassword(values)).message);
      reset(EMPTY);
    },
    'Could not update your password. Please try again.',
  );

  return (
    <AccountSection title="Update Password" description="Ensure your account is using a long, random password to stay secure.">
      <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormAlert message={formError} />
        <FormField label="Current Password" type="password" autoComplete="current-password" error={errors.current_password?.message} {...register('current_password')} />
        <FormField label="New Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <FormField label="Confirm Password" type="password" autoComplete="new-password" error={errors.password_confirmation?.message} {...register('password_confirmation')} />
        <div className="actions">
          <Button type="submit" busy={isSubmitting}>
            Save
          </Button>
          {saved && (
            <span className="saved-flag" role="status">
              {saved}
            </span>
          )}
        </div>
      </form>
    </AccountSection>
  );
}
