import type { Prerequisite } from './skillPrerequisites';

/**
 * Professions opened by play rather than by another skill: the Force ones, each by the end of its
 * quest line in the Missions app (docs/GAME_RULES.md "The Force"). The quest's last reward grants
 * the unlock; the skills read it as a prerequisite of type `unlock`.
 */
export interface ProfessionUnlock {
  professionKey: string;
  /** The unlock the quest line grants (stored per character). */
  key: string;
  /** The quest line's name as the Missions app shows it. */
  questLine: string;
}

export const PROFESSION_UNLOCKS: readonly ProfessionUnlock[] = [
  { professionKey: 'jedi', key: 'jedi_path', questLine: 'Jedi Path' },
  { professionKey: 'sith', key: 'sith_path', questLine: 'Dark Path' },
];

/** The words a prerequisite shows for an unlock: which quest line to finish, and where. */
export function unlockLabel(unlock: ProfessionUnlock): string {
  return `Complete the ${unlock.questLine} quest line in Missions`;
}

/** The unlock prerequisites of a profession (by its content key), none for most. */
export function unlockPrerequisites(professionKey: string): Prerequisite[] {
  return PROFESSION_UNLOCKS.filter((u) => u.professionKey === professionKey).map((u) => ({ type: 'unlock', value: u.key, label: unlockLabel(u) }));
}
