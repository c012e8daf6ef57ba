import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createApiTokenRequest, TOKEN_ABILITIES, TOKEN_ABILITY_DESCRIPTIONS } from '../../../shared/api';
import { accountApi } from '../../accounts/account';
import { queryKeys } from '../../api/queryKeys';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';
import { AbilityCalls } from './AbilityCalls';
import { AccountSection } from './AccountSection';

/** Jetstream's "Create API Token": a name and permissions; the token is shown this once. */
export function CreateApiTokenForm() {
  const queryClient = useQueryClient();
  const [plain, setPlain] = useState<string | null>(null);
  const form = useContractForm(
    createApiTokenRequest,
    { name: '', abilities: ['read'] },
    async (values) => {
      setPlain((await accountApi.createApiToken(values)).token);
      form.reset({ name: '', abilities: ['read'] });
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.apiTokens });
    },
    'Could not create the token.',
  );
  const { errors, isSubmitting } = form.formState;

  return (
    <AccountSection title="Create API Token" description="API tokens allow third-party services to authenticate with our application on your behalf.">
      <form className="stack" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <FormAlert message={form.formError} />
        <FormField label="Token Name" {...form.field('name')} />
        <fieldset className="stack ability-fieldset">
          <legend className="field-label">Permissions</legend>
          <div className="ability-grid">
            {TOKEN_ABILITIES.map((ability) => (
              <div key={ability} className="stack">
                <label className="checkbox" title={TOKEN_ABILITY_DESCRIPTIONS[ability]}>
                  <input type="checkbox" value={ability} {...form.register('abilities')} />
                  <span>
                    {ability}
                    <span className="field-hint"> — {TOKEN_ABILITY_DESCRIPTIONS[ability]}</span>
                  </span>
                </label>
                <AbilityCalls ability={ability} />
              </div>
            ))}
          </div>
          {errors.abilities && <p className="field-error">{errors.abilities.message}</p>}
        </fieldset>
        <div className="actions">
          <Button type="submit" busy={isSubmitting}>
            Create
          </Button>
        </div>
      </form>
      {plain && (
        <div className="stack" role="status">
          <p>Please copy your new API token. For your security, it won't be shown again.</p>
          <code className="secret-text" data-testid="api-token">
            {plain}
          </code>
          <p className="muted">
            Send it as <code>Authorization: Bearer …</code> with calls to <code>/api/…</code>; <a href="/api/openapi.json">/api/openapi.json</a> describes
            every call and the permission it needs.
          </p>
        </div>
      )}
    </AccountSection>
  );
}
