import { useQueryClient } from '@tanstack/react-query';
import type { PartyActionResponse } from '../../../shared/api';
import { partyCalls } from './party';
import { queryKeys } from '../../api/queryKeys';
import { useSocialMutation } from '../useSocialMutation';

/** One party action: its answer (the party afterwards) replaces the cached party; invites and groups refetch. */
export function usePartyAction<Args extends unknown[]>(characterId: number, call: (...args: Args) => Promise<PartyActionResponse>) {
  const queryClient = useQueryClient();
  return useSocialMutation(call, async (result) => {
    queryClient.setQueryData(queryKeys.party.state(characterId), { party: result.party, members: result.members, invites: result.invites });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.party.invites(characterId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.groups.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.chat.channels(characterId) }),
    ]);
  });
}

export { partyCalls };
