import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/apiErrors';
import { accountApi } from '../../accounts/account';
import { queryKeys } from '../../api/queryKeys';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { AccountSection } from './AccountSection';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Jetstream's "Manage API Tokens": each token's permissions and last use, and revoking it. */
export function ApiTokenList() {
  const queryClient = useQueryClient();
  const { data: tokens } = useQuery({ queryKey: queryKeys.account.apiTokens, queryFn: accountApi.apiTokens });
  const revoke = useMutation({
    mutationFn: accountApi.revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.apiTokens }),
  });
  if (!tokens?.length) return null;

  return (
    <AccountSection title="Manage API Tokens" description="You may delete any of your existing tokens if they are no longer needed.">
      <FormAlert message={revoke.error ? errorMessage(revoke.error, 'Could not delete the token.') : null} />
      <ul className="plain-list" aria-label="API tokens">
        {tokens.map((token) => (
          <li key={token.id}>
            <div>
              <div>{token.name}</div>
              <div className="muted">
                {token.abilities.join(', ')} · {token.last_used_at ? `Last used ${when.format(new Date(token.last_used_at))}` : 'Never used'}
              </div>
            </div>
            <Button variant="danger" busy={revoke.isPending && revoke.variables === token.id} onClick={() => revoke.mutate(token.id)} aria-label={`Delete ${token.name}`}>
              Delete
            </Button>
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
