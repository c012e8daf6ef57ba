import type { QuestTargetType } from './questSteps';

/**
 * The quest step kinds a refuel may advance. A character with no unfinished step of these kinds,
 * and no quest with every step done, moves no quest by refuelling, so the refuel needs no quest
 * work in its transaction.
 */
export const REFUEL_QUEST_ACTS: readonly QuestTargetType[] = ['refuel'];
