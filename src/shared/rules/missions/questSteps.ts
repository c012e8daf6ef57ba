/** What a quest step waits for: the kind of game act that advances it. */
export const QUEST_TARGET_TYPES = [
  'acknowledge',
  'refuel',
  'trade',
  'buy',
  'sell',
  'sell_profit',
  'travel',
  'visit',
  'contract_accept',
  'deliver',
  'learn',
  'profession',
  'defeat',
  'equip',
] as const;
export type QuestTargetType = (typeof QUEST_TARGET_TYPES)[number];

/** One game act as the quest engine sees it: its kind, what it concerned, and how much it counts. */
export interface QuestAct {
  type: QuestTargetType;
  /** The super area visited, the enemy defeated, the skill learned, the commodity traded, the item template equipped... */
  subject: number | null;
  amount: number;
  /** The star system the act happened in (null: deep space); left out when unknown. */
  at?: number | null;
}

/** A step as matching needs it. */
export interface MatchableStep {
  target_type: string;
  target_id: number | null;
  required_quantity: number;
  progress: number;
  /** The star system the act must happen in (an event quest's sale there); null or absent: anywhere. */
  super_area_id?: number | null;
}

/**
 * How far `act` moves `step`: 0 when it does not match (another kind, another subject, or the step
 * is already done), else the amount, never past the required quantity.
 */
export function stepAdvance(step: MatchableStep, act: QuestAct): number {
  if (step.target_type !== act.type) return 0;
  if (step.target_id !== null && step.target_id !== act.subject) return 0;
  if (step.super_area_id != null && step.super_area_id !== act.at) return 0;
  const missing = step.required_quantity - step.progress;
  if (missing <= 0) return 0;
  return Math.min(missing, Math.max(0, Math.floor(act.amount)));
}

/** Steps can be completed by hand (the Missions app's Complete Step) only when they wait for nothing but the player. */
export function isManualStep(step: { target_type: string }): boolean {
  return step.target_type === 'acknowledge';
}

/** A step's status from its progress. */
export function stepStatus(step: { progress: number; required_quantity: number }): 'pending' | 'in_progress' | 'completed' {
  if (step.progress >= step.required_quantity) return 'completed';
  return step.progress > 0 ? 'in_progress' : 'pending';
}

/**
 * A quest's progress percentage: the share of all required units done, each step capped at its
 * required quantity, rounded down so 100 means every step is done (Complete needs 100, seed 001 §4).
 */
export function questProgressPercentage(steps: readonly { progress: number; required_quantity: number }[]): number {
  const required = steps.reduce((sum, step) => sum + step.required_quantity, 0);
  if (required === 0) return 100;
  const done = steps.reduce((sum, step) => sum + Math.min(step.progress, step.required_quantity), 0);
  return Math.floor((done / required) * 100);
}

/** The first step not yet done (its position, 1-based), or null when all are. */
export function currentStepNumber(steps: readonly { progress: number; required_quantity: number }[]): number | null {
  const index = steps.findIndex((step) => step.progress < step.required_quantity);
  return index < 0 ? null : index + 1;
}
