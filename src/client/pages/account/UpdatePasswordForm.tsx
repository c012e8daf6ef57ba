import { useState } from 'react';
import { updatePasswordRequest } from '../../../shared/api';
import { accountApi } from '../../accounts/account';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';
import { AccountSection } from './AccountSection';
import { SaveActions } from './SaveActions';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Fortify's password update: the current password first; the other browser sessions end. */
export function UpdatePasswordForm() {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useContractForm(
    updatePasswordRequest,
    EMPTY,
    async (values) => {
      setSaved((await accountApi.updatePassword(values)).message);
      form.reset(EMPTY);
    },
    'Could not update your password. Please try again.',
  );
  const { isSubmitting } = form.formState;

  return (
    <AccountSection title="Update Password" description="Ensure your account is using a long, random password to stay secure.">
      <form className="stack" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <FormAlert message={form.formError} />
        <FormField label="Current Password" type="password" autoComplete="current-password" {...form.field('current_password')} />
        <FormField label="New Password" type="password" autoComplete="new-password" {...form.field('password')} />
        <FormField label="Confirm Password" type="password" autoComplete="new-password" {...form.field('password_confirmation')} />
        <SaveActions busy={isSubmitting} saved={saved} />
      </form>
    </AccountSection>
  );
}
