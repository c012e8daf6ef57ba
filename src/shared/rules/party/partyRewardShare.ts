/**
 * How a delivered contract's reward is shared with the party (docs/GAME_RULES.md "Parties and
 * quests"): the completer counts twice, every other member in the system once. Each member gets
 * ⌊reward / (members + 2)⌋ whole credits and the completer the rest, so nothing is lost to
 * rounding and a lone completer keeps the whole reward. The collateral is not shared.
 */
export const COMPLETER_SHARE_WEIGHT = 2;

export interface RewardSplit {
  /** What the completer keeps of the reward. */
  completer: number;
  /** Each member's share, in the order given. */
  shares: { id: number; amount: number }[];
}

/** Splits `reward` (whole credits, ≥ 0) between the completer and the members beside them. */
export function splitPartyReward(reward: number, memberIds: readonly number[]): RewardSplit {
  if (!Number.isSafeInteger(reward) || reward < 0) throw new Error(`splitPartyReward: ${reward} is not a whole number of credits`);
  const each = Math.floor(reward / (memberIds.length + COMPLETER_SHARE_WEIGHT));
  return {
    completer: reward - each * memberIds.length,
    shares: memberIds.map((id) => ({ id, amount: each })),
  };
}
