/** Investigation experience for each clue a hunter followed to the target. */
export const INVESTIGATION_EXPERIENCE_PER_CLUE = 60;

/** The bounty office's reward for a target of `level` at the end of `clues` clues, before the hunter's bonus. */
export function bountyBaseReward(level: number, clues: number): number {
  return 400 + 250 * Math.max(1, level) + 150 * Math.max(0, clues);
}

/** What the hunter is paid: the reward raised by the `bounty_reward` modifier (a fraction), whole credits. */
export function bountyPayout(reward: number, bonus: number): number {
  return Math.round(reward * (1 + Math.max(0, bonus)));
}

/** Investigation experience for a trail of `clues` clues followed to its end. */
export function investigationExperience(clues: number): number {
  return INVESTIGATION_EXPERIENCE_PER_CLUE * Math.max(0, clues);
}
