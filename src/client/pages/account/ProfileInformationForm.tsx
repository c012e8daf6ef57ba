import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { updateProfileRequest, type User } from '../../../shared/api';
import { accountApi } from '../../accounts/account';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';
import { AccountSection } from './AccountSection';
import { SaveActions } from './SaveActions';

/** Jetstream's profile information: name and e-mail; a new address must be verified again. */
export function ProfileInformationForm({ user }: { user: User }) {
  const { revalidate } = useRevalidator();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useContractForm(
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
  const { isSubmitting } = form.formState;

  return (
    <AccountSection title="Profile Information" description="Update your account's profile information and email address.">
      <form className="stack" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <FormAlert message={form.formError} />
        <FormField label="Name" autoComplete="name" {...form.field('name')} />
        <FormField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <SaveActions busy={isSubmitting} saved={saved} />
      </form>
    </AccountSection>
  );
}
