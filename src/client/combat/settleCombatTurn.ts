import type { QueryClient } from '@tanstack/react-query';
import { combatRoutes, type Character, type CombatActionRequest, type CombatActionResponse, type CombatCharacterData } from '../../shared/api';
import { changes } from '../../shared/api/changes';
import { patchCharacter, refreshChanges } from '../api/actSettlement';
import { queryKeys } from '../api/queryKeys';
import { useCharacterStore } from '../stores/characterStore';

/** The Character's HAM as the answer carries it (its `health`/`action`/`mind` shorthands dropped). */
function hamOf({ health: _health, action: _action, mind: _mind, ...ham }: CombatActionResponse['character']['ham']): Character['ham'] {
  return ham;
}

/** What the HAM-bearing caches hold once `character` is known: the combat data takes its pools, stats and skills. */
function patchCombatData(queryClient: QueryClient, characterId: number, character: Pick<Character, 'ham'> & Partial<Pick<Character, 'combat_stats' | 'weapon_skills'>>): void {
  queryClient.setQueryData<CombatCharacterData>(queryKeys.combat.data(characterId), (data) => (data ? { ...data, ...character } : data));
}

/**
 * A turn's answer settles the client (issue 40: at most one GET per turn): the session, the
 * character's HAM and combat state, and the combat data's pools are patched from it; a turn that
 * leaves the fight running reads nothing (an item used also reads the inventory). A turn that ends
 * it reads the Character once (rewards: credits, items, experience) and takes the combat data's
 * stats from it. The echo (CombatUpdated) is skipped: the act is settled from its answer.
 */
export async function settleCombatTurn(queryClient: QueryClient, characterId: number, request: CombatActionRequest, result: CombatActionResponse): Promise<void> {
  const { session } = result;
  const sessionKey = queryKeys.combat.session(characterId, session.id);
  const ham = hamOf(result.character.ham);
  const active = session.status === 'active';
  queryClient.setQueryData(sessionKey, session);
  const { id, status, turn_number, current_turn } = session;
  patchCharacter(queryClient, characterId, (character) => ({ ...character, ham, in_combat: active, combat_session: active ? { id, status, turn_number, current_turn } : null }));
  patchCombatData(queryClient, characterId, { ham });
  const patched = [sessionKey, queryKeys.combat.data(characterId), queryKeys.combat.stances(characterId)];
  const usedItem = request.action === 'use_item';
  if (active) {
    // Only the fight moved (and the inventory, when an item was used).
    await refreshChanges(queryClient, characterId, usedItem ? combatRoutes.action.changes : changes(['combat']), { patched, character: ['combat', 'credits'] });
    return;
  }
  useCharacterStore.getState().endCombat();
  await refreshChanges(queryClient, characterId, combatRoutes.action.changes, { patched, character: [] });
  const character = queryClient.getQueryData<Character>(queryKeys.character(characterId));
  if (character) patchCombatData(queryClient, characterId, { ham: character.ham, combat_stats: character.combat_stats, weapon_skills: character.weapon_skills });
}
