import { useQueryClient } from '@tanstack/react-query';
import { partyChannelName, socialChannelName, socialEvents } from '../../../shared/api';
import { queryKeys } from '../../api/queryKeys';
import { useChannel } from '../../realtime/useChannel';

const subscribed = 'pusher:subscription_succeeded';

/**
 * Keeps the party's reads live (the party view, the galaxy map's markers): the party's presence
 * channel (who is online, and PartyUpdated when anything changes, a member's jump or arrival
 * included) and the character's own channel (invites, being added or kicked). Each channel's
 * subscription reads the party again: a join or a new party announced before it was listening
 * would otherwise be missed until the next change.
 */
export function usePartyLive(characterId: number | null, partyId: number | null) {
  const queryClient = useQueryClient();
  const refetch = () => void (characterId !== null && queryClient.invalidateQueries({ queryKey: queryKeys.party.all(characterId) }));
  const listening = { [subscribed]: refetch, [socialEvents.partyUpdated]: refetch };
  const { online } = useChannel(partyId !== null ? partyChannelName(partyId) : null, listening);
  useChannel(characterId !== null ? socialChannelName(characterId) : null, { ...listening, [socialEvents.partyInvite]: refetch });
  return { online };
}
