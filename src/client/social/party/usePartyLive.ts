import { useQueryClient } from '@tanstack/react-query';
import { partyChannelName, socialChannelName, socialEvents } from '../../../shared/api';
import { queryKeys } from '../../api/queryKeys';
import { useChannel } from '../../realtime/useChannel';

/**
 * Keeps the party's reads live (the party view, the galaxy map's markers): the party's presence
 * channel (who is online, and PartyUpdated when anything changes, a member's jump or arrival
 * included) and the character's own channel (invites, being added or kicked).
 */
export function usePartyLive(characterId: number | null, partyId: number | null) {
  const queryClient = useQueryClient();
  const refetch = () => void (characterId !== null && queryClient.invalidateQueries({ queryKey: queryKeys.party.all(characterId) }));
  const { online } = useChannel(partyId !== null ? partyChannelName(partyId) : null, { [socialEvents.partyUpdated]: refetch });
  useChannel(characterId !== null ? socialChannelName(characterId) : null, { [socialEvents.partyUpdated]: refetch, [socialEvents.partyInvite]: refetch });
  return { online };
}
