import { useQueryClient } from '@tanstack/react-query';
import { updateApiTokenRequest, type ApiToken, type TokenAbility } from '../../../shared/api';
import { accountApi } from '../../api/account';
import { queryKeys } from '../../api/queryKeys';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { Modal } from '../../ui/Modal';
import { useContractForm } from '../useContractForm';
import { TokenAbilityFields } from './TokenAbilityFields';

/** Jetstream's "API Token Permissions" modal: change what an existing token may do; it applies to its next call. */
export function ApiTokenPermissionsDialog({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useContractForm(
    updateApiTokenRequest,
    { abilities: token.abilities as TokenAbility[] },
    async (values) => {
      await accountApi.updateApiToken(token.id, values);
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.apiTokens });
      onClose();
    },
    'Could not save the permissions.',
  );
  const { errors, isSubmitting } = form.formState;

  return (
    <Modal title="API Token Permissions" onClose={onClose} busy={isSubmitting}>
      <form className="stack" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <p className="muted">{token.name}</p>
        <FormAlert message={form.formError} />
        <TokenAbilityFields field={form.register('abilities')} error={errors.abilities?.message} />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
