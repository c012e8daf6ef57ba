import type { Character, CombatCharacterData } from '../../shared/api';
import { DEFAULT_COMBAT_STATS, DEFAULT_HAM, type CombatSession, type Ham, type Stance } from './combatState';

/** The combat part of the character client state (seed 000 §3) that these actions write. */
export interface CombatData {
  ham: Ham;
  combatStats: Character['combat_stats'];
  weaponSkills: Character['weapon_skills'];
  activeEffects: unknown[];
  availableStances: Stance[];
  skillCommands: unknown[];
  combatData: Record<string, unknown> | null;
  inCombat: boolean;
  currentCombatSession: CombatSession | null;
}

export interface CombatActions {
  /** Adopts GET character-data's answer: HAM, stats, weapon skills, effects and skill commands. */
  setCombatData: (data: CombatCharacterData) => void;
  /** Seed 000 §8: after a combat data failure, HAM of 100 everywhere (no wounds) and stats of 100. */
  useCombatDefaults: () => void;
  setStances: (stances: Stance[]) => void;
  /** Seed 000 §4: starting a session sets in-combat and stores the session. */
  startCombat: (session: CombatSession) => void;
  /** Seed 000 §4: each action updates the session's status, turn and current turn, and health, action and mind. */
  applyCombatAction: (session: CombatSession, pools: { health: number; action: number; mind: number }) => void;
  /** Seed 000 §4: ending clears in-combat and the session (the caller then reloads combat data). */
  endCombat: () => void;
}

type Set = (partial: Partial<CombatData>) => void;
type Get = () => CombatData;

/** Only the four fields of seed 000 §3's Combat session are kept. */
function sessionState({ id, status, turn_number, current_turn }: CombatSession): CombatSession {
  return { id, status, turn_number, current_turn };
}

/** What the Character payload says about combat, as store fields (the sync hook brings it in). */
export function combatFromCharacter(character: Character): Partial<CombatData> {
  return {
    ham: character.ham,
    combatStats: character.combat_stats,
    weaponSkills: character.weapon_skills,
    inCombat: character.in_combat,
    currentCombatSession: character.combat_session ? sessionState(character.combat_session) : null,
  };
}

/** The combat actions of the character store. */
export function combatActions(set: Set, get: Get): CombatActions {
  return {
    setCombatData: (data) =>
      set({
        ham: data.ham,
        combatStats: data.combat_stats,
        weaponSkills: data.weapon_skills,
        activeEffects: data.active_effects,
        skillCommands: data.skill_commands,
        combatData: data as unknown as Record<string, unknown>,
      }),
    useCombatDefaults: () => set({ ham: { ...DEFAULT_HAM }, combatStats: { ...DEFAULT_COMBAT_STATS } }),
    setStances: (availableStances) => set({ availableStances }),
    startCombat: (session) => set({ inCombat: true, currentCombatSession: sessionState(session) }),
    applyCombatAction: (session, pools) =>
      set({
        currentCombatSession: sessionState(session),
        ham: { ...get().ham, health_current: pools.health, action_current: pools.action, mind_current: pools.mind },
      }),
    endCombat: () => set({ inCombat: false, currentCombatSession: null }),
  };
}
