import { useRef } from 'react';
import { confirmPasswordRequest } from '../../../shared/api';
import { accountApi } from '../../accounts/account';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { useContractForm } from '../useContractForm';

/** Jetstream's "confirms password" modal: the password again, then the act that asked for it goes on. */
export function ConfirmPasswordDialog({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const form = useContractForm(
    confirmPasswordRequest,
    { password: '' },
    async (values) => {
      await accountApi.confirmPassword(values.password);
      onConfirmed();
    },
    'Could not confirm the password. Please try again.',
  );
  const { isSubmitting } = form.formState;
  const { ref, ...password } = form.field('password');

  return (
    <Modal title="Confirm Password" onClose={onCancel} busy={isSubmitting} initialFocus={inputRef}>
      <form id="confirm-password-dialog" className="stack" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <p className="muted">For your security, please confirm your password to continue.</p>
        <FormAlert message={form.formError} />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          ref={(element) => {
            ref(element);
            inputRef.current = element;
          }}
          {...password}
        />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            Confirm
          </Button>
        </div>
      </form>
    </Modal>
  );
}
