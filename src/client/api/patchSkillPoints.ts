import type { QueryClient } from '@tanstack/react-query';
import { patchCharacter } from './actSettlement';

/** Sets the character's skill points from what an answer or an event carries (`skill_points`: used of total). */
export function patchSkillPoints(queryClient: QueryClient, characterId: number, { used, total }: { used: number; total: number }): void {
  patchCharacter(queryClient, characterId, (character) => ({ ...character, skill_points_used: used, available_skill_points: total - used }));
}
