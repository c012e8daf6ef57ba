/**
 * Social experience (docs/GAME_RULES.md "Leadership and social"): what party and guild life earns,
 * act by act, and the cap of a game day, so joining and leaving over and over cannot farm it.
 */

/** The acts of party and guild life that earn social experience, and how much each. */
export const SOCIAL_ACTS = {
  /** Joining a party (by code, from the group list, or accepting an invite). */
  party_joined: 20,
  /** Inviting someone who then joins: the inviter earns it when the invite is accepted. */
  invite_accepted: 25,
  /** Joining a guild (an accepted application or invitation). */
  guild_joined: 30,
  /** An officer accepting an application into the guild. */
  guild_recruited: 20,
} as const;
export type SocialAct = keyof typeof SOCIAL_ACTS | 'guild_deposit';

/** The most social experience one character earns in a game day. */
export const SOCIAL_DAILY_CAP = 150;

/** A deposit into the guild bank earns 1 point per 100 credits, between 5 and 40. */
export function depositSocialExperience(amount: number): number {
  if (amount <= 0) return 0;
  return Math.min(40, Math.max(5, Math.floor(amount / 100)));
}

/** What one act is worth before the cap (`amount`: a deposit's credits). */
export function socialActExperience(act: SocialAct, amount = 0): number {
  return act === 'guild_deposit' ? depositSocialExperience(amount) : SOCIAL_ACTS[act];
}

/**
 * How much of `worth` is granted when `earnedToday` is already earned this game day: what still
 * fits under SOCIAL_DAILY_CAP, never negative.
 */
export function cappedSocialExperience(worth: number, earnedToday: number): number {
  return Math.max(0, Math.min(Math.floor(worth), SOCIAL_DAILY_CAP - Math.max(0, earnedToday)));
}

/** The game day an act falls on: the UTC date of the game clock, as `YYYY-MM-DD`. */
export function gameDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
