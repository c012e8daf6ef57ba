import { useRouteLoaderData } from 'react-router';
import type { requireUser } from '../../accounts/signedInUser';
import { BrowserSessionsForm } from './BrowserSessionsForm';
import { DeleteAccountForm } from './DeleteAccountForm';
import { ProfileInformationForm } from './ProfileInformationForm';
import { TwoFactorForm } from './TwoFactorForm';
import { UpdatePasswordForm } from './UpdatePasswordForm';
import './account.css';

/** Jetstream's profile page: profile information, password, two-factor, browser sessions, deleting the account. */
export function ProfilePage() {
  const user = useRouteLoaderData<typeof requireUser>('app');
  if (!user) return null;
  return (
    <div className="page stack account-page">
      <title>Profile · Starlane</title>
      <h1>Profile</h1>
      <ProfileInformationForm key={`${user.name}|${user.email}`} user={user} />
      <UpdatePasswordForm />
      <TwoFactorForm user={user} />
      <BrowserSessionsForm />
      <DeleteAccountForm />
    </div>
  );
}
