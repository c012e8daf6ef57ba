/** Notification numbers of seed 000 §9, in one place so client, server and tests agree. */

/** Notifications are recomputed at least this often (seed 000 §4, §9: 30,000 ms). */
export const NOTIFICATION_POLL_MS = 30_000;
/** The panel's update-frequency choices (seed 000 §9: 1,000, 5,000, 10,000 and 30,000 ms). */
export const UPDATE_FREQUENCIES_MS = [1_000, 5_000, 10_000, 30_000] as const;
export type UpdateFrequencyMs = (typeof UPDATE_FREQUENCIES_MS)[number];
/** The default update frequency (seed 000 §9: 5,000 ms). */
export const DEFAULT_UPDATE_FREQUENCY_MS: UpdateFrequencyMs = 5_000;

/** Badge counts above this show as "99+" (seed 000 §9). */
export const BADGE_CAP = 99;
/** The demo panel's test count accepts 0 to 99 (seed 000 §5). */
export const TEST_COUNT_MIN = 0;
export const TEST_COUNT_MAX = 99;

/** Inventory usage at or above 95 % is urgent, at or above 90 % a warning. */
export const INVENTORY_URGENT_PERCENT = 95;
export const INVENTORY_WARNING_PERCENT = 90;

/** Ship fuel below 20 % warns, below 10 % is urgent; condition below 30 warns; cargo at or above 95 % warns. */
export const FUEL_WARNING_PERCENT = 20;
export const FUEL_URGENT_PERCENT = 10;
export const SHIP_CONDITION_WARNING = 30;
export const CARGO_WARNING_PERCENT = 95;

/** Equipment condition below 20 is urgent, below 50 a warning. */
export const EQUIPMENT_URGENT_CONDITION = 20;
export const EQUIPMENT_WARNING_CONDITION = 50;

/** A trading contract whose deadline is in the future and at most this far away warns (24 hours). */
export const CONTRACT_DEADLINE_WINDOW_MS = 24 * 60 * 60 * 1000;
