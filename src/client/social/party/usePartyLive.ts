import { useQueryClient } from '@tanstack/react-query';
import { partyChannelName, socialChannelName, socialEvents } from '../../../shared/api';
import { queryKeys } from '../../api/queryKeys';
import { useChannel } from '../../realtime/useChannel';

/**
 * Keeps the party view live: the party's presence channel (who is online, and PartyUpdated when
 * anything changes) and the character's own channel (invites, being added or kicked).
 */
export function usePartyLive(characterId: number, partyId: number | null) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: queryKeys.party.all(characterId) });
  const { online } = useChannel(partyId !== null ? partyChannelName(partyId) : null, { [socialEvents.partyUpdated]: refetch });
  useChannel(socialChannelName(characterId), { [socialEvents.partyUpdated]: refetch, [socialEvents.partyInvite]: refetch });
  return { online };
}
