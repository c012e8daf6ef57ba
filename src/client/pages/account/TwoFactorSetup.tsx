import { useQuery } from '@tanstack/react-query';
import { confirmTwoFactorRequest } from '../../../shared/api';
import { accountApi } from '../../accounts/account';
import { queryKeys } from '../../api/queryKeys';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';

async function setup() {
  const [qr, secretKey] = await Promise.all([accountApi.twoFactorQrCode(), accountApi.twoFactorSecretKey()]);
  return { svg: qr.svg, secretKey };
}

/** Enabling, second half: scan the QR code (or type the key), then prove it with a code. */
export function TwoFactorSetup({ onConfirmed, onCancel }: { onConfirmed: (codes: string[]) => void; onCancel: () => void }) {
  const { data, error } = useQuery({ queryKey: queryKeys.account.twoFactorSetup, queryFn: setup, staleTime: 0, gcTime: 0, retry: false });
  const form = useContractForm(confirmTwoFactorRequest, { code: '' }, async (values) => onConfirmed(await accountApi.confirmTwoFactor(values.code)), 'Could not confirm the code.');
  const { isSubmitting } = form.formState;

  return (
    <div className="stack">
      <p>
        To finish enabling two factor authentication, scan the following QR code using your phone's authenticator application or enter the setup key and provide
        the generated OTP code.
      </p>
      {error && <FormAlert message="Could not load the QR code. Please try again." />}
      {data && (
        <>
          {/* The SVG is the server's own rendering by the qrcode library: no player text in it but the address. */}
          <div className="qr-code" role="img" aria-label="Two-factor QR code" dangerouslySetInnerHTML={{ __html: data.svg }} />
          <p>
            Setup Key: <code className="secret-text" data-testid="two-factor-secret">{data.secretKey}</code>
          </p>
        </>
      )}
      <form className="stack" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <FormAlert message={form.formError} />
        <FormField label="Code" inputMode="numeric" autoComplete="one-time-code" {...form.field('code')} />
        <div className="actions">
          <Button type="submit" busy={isSubmitting}>
            Confirm
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
