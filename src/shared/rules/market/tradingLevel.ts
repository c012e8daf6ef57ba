/** Trading experience and level (GAME_RULES "Skills and professions": trading xp per profit). */

/** Credits of profit per point of trading experience. */
export const CREDITS_PER_TRADING_XP = 10;
/** Experience for the second level; level n needs this × (n − 1)². */
export const TRADING_LEVEL_STEP = 250;

/** Experience a sale earns: one point per 10 credits of profit, none for a loss. */
export function tradingExperience(profit: number): number {
  return Math.max(0, Math.floor(profit / CREDITS_PER_TRADING_XP));
}

/** Level 1 at 0 xp, 2 at 250, 3 at 1,000, 4 at 2,250: 1 + ⌊√(xp / 250)⌋. */
export function tradingLevel(experience: number): number {
  return 1 + Math.floor(Math.sqrt(Math.max(0, experience) / TRADING_LEVEL_STEP));
}

/** The experience the next level needs. */
export function nextTradingLevelAt(experience: number): number {
  return TRADING_LEVEL_STEP * tradingLevel(experience) ** 2;
}
