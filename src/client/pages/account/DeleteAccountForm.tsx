import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountApi } from '../../accounts/account';
import { forgetPlayer } from '../../accounts/forgetPlayer';
import { AccountSection } from './AccountSection';
import { PasswordActionForm } from './PasswordActionForm';

/** Jetstream's "Delete Account": after the password, the account and every character go for good. */
export function DeleteAccountForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function deleteAccount(password: string) {
    await accountApi.deleteAccount(password);
    forgetPlayer(queryClient);
    await navigate('/', { replace: true });
  }

  return (
    <AccountSection title="Delete Account" description="Permanently delete your account.">
      <p className="muted">
        Once your account is deleted, all of its characters, ships, cargo, credits, contracts and resources will be permanently deleted. This cannot be undone.
      </p>
      <PasswordActionForm label="Delete Account" variant="danger" fallbackError="Could not delete the account." act={deleteAccount} />
    </AccountSection>
  );
}
