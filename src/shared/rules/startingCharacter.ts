/** What a new character starts with (GAME_RULES "Money"). */
export const STARTING_CREDITS = 25_000;
/** Every character has this many skill points to spend (seed 001 §9). */
export const TOTAL_SKILL_POINTS = 250;
/** Inventory slots of a new character. */
export const STARTING_INVENTORY_SLOTS = 50;
