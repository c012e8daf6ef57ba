import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { combatRoutes } from '../../shared/api';
import type {
  JoinFightResponse,
  CombatActionRequest,
  CombatActionResponse,
  CombatCharacterData,
  EndCombatResponse,
  HealHamResponse,
  StartCombatResponse,
  TrainAttributeResponse,
  TrainWeaponSkillResponse,
} from '../../shared/api';
import { NO_ACTIVE_COMBAT_SESSION, type CombatAttribute, type HamPool, type OpponentType, type WeaponType } from '../../shared/rules/combat/combatTerms';
import { useCharacterStore } from '../stores/characterStore';
import { callRoute } from '../api/callRoute';
import { queryKeys } from '../api/queryKeys';

/** Seed 000 §8: heal, train and start failures are logged, then rethrown to the caller. */
async function loggedAndRethrown<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    console.error(`${what} failed`, err);
    throw err;
  }
}

/** GET /api/swg-combat/character-data, declared once. Its failure falls back to defaults in useCombatSync. */
export function combatDataQueryOptions(characterId: number) {
  return queryOptions({
    queryKey: queryKeys.combat.data(characterId),
    queryFn: ({ signal }): Promise<CombatCharacterData> => callRoute(combatRoutes.characterData, {}, { signal }),
  });
}

/** GET /api/swg-combat/stances, with each stance's availability for this character. */
export function stancesQueryOptions(characterId: number) {
  return queryOptions({
    queryKey: queryKeys.combat.stances(characterId),
    queryFn: async ({ signal }) => (await callRoute(combatRoutes.stances, {}, { signal })).stances,
  });
}

/** GET one session with its opponent and log (the play, plain and show pages). */
export function combatSessionQueryOptions(characterId: number, sessionId: number) {
  return queryOptions({
    queryKey: queryKeys.combat.session(characterId, sessionId),
    queryFn: async ({ signal }) => (await callRoute(combatRoutes.session, { params: { id: sessionId } }, { signal })).session,
  });
}

/** GET the character's recent sessions. */
export function combatSessionsQueryOptions(characterId: number) {
  return queryOptions({
    queryKey: queryKeys.combat.sessions(characterId),
    queryFn: async ({ signal }) => (await callRoute(combatRoutes.sessions, {}, { signal })).sessions,
  });
}

export function healHam(hamType: HamPool, amount: number, itemId?: number): Promise<HealHamResponse> {
  return loggedAndRethrown('Heal', () => callRoute(combatRoutes.healHam, { body: { ham_type: hamType, amount, item_id: itemId } }));
}

export function trainAttribute(attribute: CombatAttribute, points = 1): Promise<TrainAttributeResponse> {
  return loggedAndRethrown('Training', () => callRoute(combatRoutes.trainAttribute, { body: { attribute, points } }));
}

export function trainWeaponSkill(weaponType: WeaponType, levels = 1): Promise<TrainWeaponSkillResponse> {
  return loggedAndRethrown('Weapon training', () => callRoute(combatRoutes.trainWeaponSkill, { body: { specialization_id: weaponType, levels } }));
}

/** POST start; on success the store is in combat with this session (seed 000 §4). */
export async function startCombat(opponentType: OpponentType, opponentId: number): Promise<StartCombatResponse> {
  const result = await loggedAndRethrown('Starting combat', () =>
    callRoute(combatRoutes.start, { body: { opponent_type: opponentType, opponent_id: opponentId, combat_type: 'pve' } }),
  );
  useCharacterStore.getState().startCombat(result.session);
  return result;
}

/**
 * POST session/{id}/action. Without an active session in the client state it fails with
 * 'No active combat session' (seed 000 §5) and sends nothing; on success the store takes the
 * session's status and turn and the character's health, action and mind (§4).
 */
export async function sendCombatAction(request: CombatActionRequest): Promise<CombatActionResponse> {
  const session = useCharacterStore.getState().currentCombatSession;
  if (!session || session.status !== 'active') throw new Error(NO_ACTIVE_COMBAT_SESSION);
  const result = await callRoute(combatRoutes.action, { params: { id: session.id }, body: { ...request, turn_number: session.turn_number } });
  const { health, action, mind } = result.character.ham;
  useCharacterStore.getState().applyCombatAction(result.session, { health, action, mind });
  return result;
}

/** The running fights of party members in the character's system that it may join. */
export function partyFightsQueryOptions(characterId: number) {
  return queryOptions({
    queryKey: queryKeys.combat.partyFights(characterId),
    queryFn: async ({ signal }) => (await callRoute(combatRoutes.partyFights, {}, { signal })).fights,
  });
}

/** POST session/{id}/join: into a party member's fight; on success the store is in combat with it. */
export async function joinFight(sessionId: number): Promise<JoinFightResponse> {
  const result = await callRoute(combatRoutes.join, { params: { id: sessionId } });
  useCharacterStore.getState().startCombat(result.session);
  return result;
}

/** POST session/{id}/end: surrenders an active session. Failures are logged only (seed 000 §8). */
export async function endCombatSession(sessionId: number): Promise<EndCombatResponse | null> {
  try {
    return await callRoute(combatRoutes.end, { params: { id: sessionId } });
  } catch (err) {
    console.error('Ending combat failed', err);
    return null;
  }
}

/**
 * Seed 000 §4: a session that ended clears in-combat and the session, then combat data (and the
 * character, whose credits, inventory and HAM the ending changed) is reloaded.
 */
export async function finishCombat(queryClient: QueryClient, characterId: number): Promise<void> {
  useCharacterStore.getState().endCombat();
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.combat.all(characterId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.character(characterId) }),
  ]);
}
