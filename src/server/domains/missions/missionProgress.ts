import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** The mission progress reports of seed 001 §4, keyed by tutorial mission. */
export type MissionProgressReport =
  | { mission: 'fuel_management'; progress: { action_performed: 'ship_refueled'; tasks_completed: 1 } }
  | { mission: 'trading_basics'; progress: { tasks_completed: 1 } | { trades_completed: 1; credits_earned: number } }
  | { mission: 'travel_basics'; progress: { tasks_completed: 1 } }
  | { mission: 'systems_visited'; progress: { super_area_id: number } }
  | { mission: 'skill_advancement'; progress: { skill_id: number } }
  | { mission: 'profession_basics'; progress: { profession_id: number } }
  /** A fight won: reported by combat inside the victory's transaction (enemy template, its level, where). */
  | { mission: 'combat_victory'; progress: { enemy_id: number; enemy_level: number; super_area_id: number | null } };

/**
 * The one place game actions report onboarding mission progress, inside their transaction.
 * Missions are not built yet, so the report goes nowhere; the missions domain will apply it here.
 */
export async function reportMissionProgress(_trx: Transaction<Database>, _characterId: number, _report: MissionProgressReport): Promise<void> {}
