import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { User } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { accountApi } from '../../accounts/account';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { AccountSection } from './AccountSection';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSetup } from './TwoFactorSetup';
import { usePasswordConfirmation } from './usePasswordConfirmation';

type Stage = 'idle' | 'enabling' | 'codes';

/** Jetstream's two-factor section: enable with a QR code and a code, recovery codes shown once, disable. */
export function TwoFactorForm({ user }: { user: User }) {
  const { revalidate } = useRevalidator();
  const [stage, setStage] = useState<Stage>('idle');
  const [codes, setCodes] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { withPassword, dialog } = usePasswordConfirmation((err) => setError(errorMessage(err, 'That did not work. Please try again.')));

  async function run(act: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await withPassword(act);
    } catch (err) {
      setError(errorMessage(err, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const enable = () => run(async () => {
    await accountApi.enableTwoFactor();
    setStage('enabling');
  });
  const regenerate = () => run(async () => {
    setCodes(await accountApi.regenerateRecoveryCodes());
    setStage('codes');
  });
  const disable = () => run(async () => {
    await accountApi.disableTwoFactor();
    setStage('idle');
    await revalidate();
  });
  async function confirmed(fresh: string[]) {
    setCodes(fresh);
    setStage('codes');
    await revalidate();
  }

  const heading = stage === 'enabling' ? 'Finish enabling two factor authentication.' : user.two_factor_enabled ? 'You have enabled two factor authentication.' : 'You have not enabled two factor authentication.';
  return (
    <AccountSection title="Two Factor Authentication" description="Add additional security to your account using two factor authentication.">
      <h3>{heading}</h3>
      <p className="muted">
        When two factor authentication is enabled, you will be prompted for a secure, random token during authentication. You may retrieve this token from your
        phone's authenticator application (Google Authenticator, Aegis, 1Password…).
      </p>
      <FormAlert message={error} />
      {dialog}
      {stage === 'enabling' && <TwoFactorSetup onConfirmed={(fresh) => void confirmed(fresh)} onCancel={() => void disable()} />}
      {stage === 'codes' && <RecoveryCodes codes={codes} />}
      {stage !== 'enabling' && (
        <div className="actions">
          {user.two_factor_enabled ? (
            <>
              <Button variant="secondary" busy={busy} onClick={() => void regenerate()}>
                Regenerate Recovery Codes
              </Button>
              <Button variant="danger" busy={busy} onClick={() => void disable()}>
                Disable
              </Button>
            </>
          ) : (
            <Button busy={busy} onClick={() => void enable()}>
              Enable
            </Button>
          )}
        </div>
      )}
    </AccountSection>
  );
}
