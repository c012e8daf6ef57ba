import type { Mission } from '../../shared/api';

/**
 * The mission the HUD tracks: the tutorial's while there is one (a new captain learns the loop
 * first, even with a story quest taken on the side), else the first active mission.
 */
export function trackedMission(missions: readonly Mission[] | undefined): Mission | undefined {
  return missions?.find((mission) => mission.quest.quest_type === 'tutorial') ?? missions?.[0];
}

/**
 * The star system the captain's missions send them to: the first unfinished visit step that
 * names one, the tracked mission's first, then the others' in order; null when none does (a step
 * like "any other system" names none).
 */
export function missionTargetSystem(missions: readonly Mission[] | undefined): number | null {
  const tracked = trackedMission(missions);
  for (const mission of tracked ? [tracked, ...(missions ?? []).filter((m) => m !== tracked)] : []) {
    const step = mission.steps.find((s) => s.status !== 'completed' && s.questStep.target_type === 'visit' && s.questStep.target_id !== null);
    if (step) return step.questStep.target_id;
  }
  return null;
}
