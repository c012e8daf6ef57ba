import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CombatActionRequest, CombatSessionDetail } from '../../shared/api';
import { errorMessage } from '../api/apiErrors';
import { combatSessionQueryOptions, endCombatSession, finishCombat, sendCombatAction } from './combat';
import { queryKeys } from '../api/queryKeys';
import { useCharacterStore } from '../stores/characterStore';
import { showToast } from '../ui/toastStore';
import { pushCombatHit } from '../scene/combat/combatFx';
import { settleCombatTurn } from './settleCombatTurn';
import { hitsOf } from './fightActions';

/**
 * One fight: its session (read once, then kept from each action's answer), the action and
 * surrender mutations. Each answer's hits go to the scene's fx ring; a session that has ended
 * clears the client's combat state and reloads combat data (seed 000 §4).
 */
export function useFight(characterId: number, sessionId: number) {
  const queryClient = useQueryClient();
  const sessionKey = queryKeys.combat.session(characterId, sessionId);
  const session = useQuery(combatSessionQueryOptions(characterId, sessionId));
  const status = session.data?.status;

  // A fight opened by a link, a reload or a travel event: the client state follows the server's.
  useEffect(() => {
    const data = session.data;
    if (!data || data.status !== 'active') return;
    const current = useCharacterStore.getState().currentCombatSession;
    if (current?.id !== data.id || current.turn_number !== data.turn_number) useCharacterStore.getState().startCombat(data);
  }, [session.data]);

  const settle = async (next: CombatSessionDetail) => {
    queryClient.setQueryData(sessionKey, next);
    if (next.status !== 'active') await finishCombat(queryClient, characterId);
  };

  const act = useMutation({
    mutationFn: (request: CombatActionRequest) => sendCombatAction(request),
    onSuccess: async (result, request) => {
      for (const hit of hitsOf(result.results)) pushCombatHit(hit.target, hit.amount, hit.missed);
      // The answer patches the session, the HAM and the combat state; an ending reads the Character once.
      await settleCombatTurn(queryClient, characterId, request, result);
    },
    onError: (error) => showToast('error', errorMessage(error, 'That action failed')),
  });

  const surrender = useMutation({
    mutationFn: () => endCombatSession(sessionId),
    onSuccess: async (result) => {
      if (result) await settle(result.session);
    },
  });

  return { session, status, act, surrender, busy: act.isPending || surrender.isPending };
}
