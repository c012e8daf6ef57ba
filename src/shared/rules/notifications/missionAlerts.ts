import { alert, type NotificationAlert } from './alert';
import { plural } from './percent';

/** Mission statuses whose objectives still call for the player (seed 000 §9). */
export const OPEN_MISSION_STATUSES: readonly string[] = ['active', 'in_progress'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function incompleteObjectives(mission: unknown): number {
  if (!isRecord(mission) || typeof mission.status !== 'string' || !OPEN_MISSION_STATUSES.includes(mission.status)) return 0;
  if (!Array.isArray(mission.objectives)) return 0;
  return mission.objectives.filter((objective) => !(isRecord(objective) && objective.completed === true)).length;
}

/** Missions (seed 000 §9): incomplete objectives of missions that are active or in_progress, as info. */
export function missionAlerts(missions: readonly unknown[]): NotificationAlert[] {
  const count = missions.reduce<number>((sum, mission) => sum + incompleteObjectives(mission), 0);
  if (count === 0) return [];
  return [alert('missions', 'info', count, `${plural(count, 'mission objective')} to complete`, `missions:${count}`)];
}
