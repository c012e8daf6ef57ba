import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { updateProfileRequest, type User } from '../../../shared/api';
import { accountApi } from '../../api/account';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';
import { AccountSection } from './AccountSection';

/** Jetstream's profile information: name and e-mail; a new address must be verified again. */
export function ProfileInformationForm({ user }: { user: User }) {
  const { revalidate } = useRevalidator();
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    formError,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useContractForm(
    updateProfileRequest,
    { name: user.name, email: user.email },
    async (values) => {
      setSaved(null);
      const updated = await accountApi.updateProfile(values);
      setSaved(updated.email_verified_at ? 'Saved.' : 'Saved. We e-mailed a verification link to your address.');
      await revalidate();
    },
    'Could not save your profile. Please try again.',
  );

  return (
    <AccountSection title="Profile Information" description="Update your account's profile information and email address.">
      <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormAlert message={formError} />
        <FormField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
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
