/**
 * The living galaxy's tunables: their defaults kept in this one file, over which a content
 * admin sets some on the Galaxy traffic page. How many NPC ships fly, how hungry the traders
 * are, how often events break out.
 */
export interface TrafficTunables {
  /** NPC traders per star system. */
  tradersPerSystem: number;
  /** One pirate group and one patrol per this many systems (at least one of each). */
  systemsPerPirateGroup: number;
  systemsPerPatrol: number;
  /** The most of a market's stock one trader buys at once (a fraction). */
  appetite: number;
  /** The least margin a trader flies for, as a fraction of the buy price. */
  minMargin: number;
  /** Lanes a trader looks ahead for a buyer. */
  lookAheadJumps: number;
  /** Credits a trader starts with (its own capital; only its trades change it). */
  startingCredits: number;
  /** New galactic events per game day across the galaxy (a Poisson rate). */
  eventsPerGameDay: number;
  /** Events running at once, at most, per this many systems (at least one). */
  systemsPerActiveEvent: number;
  /** How long an event lasts, in game days. */
  eventDays: readonly [number, number];
}

export const DEFAULT_TRAFFIC_TUNABLES: TrafficTunables = {
  tradersPerSystem: 3,
  systemsPerPirateGroup: 6,
  systemsPerPatrol: 6,
  appetite: 0.06,
  minMargin: 0.08,
  lookAheadJumps: 3,
  startingCredits: 6000,
  eventsPerGameDay: 1.2,
  systemsPerActiveEvent: 6,
  eventDays: [2, 5],
};

/** A hull an NPC trader may fly: the ship templates' speed and hold. */
export interface NpcHull {
  speed: number;
  cargo: number;
}

/** Minutes in a game day. */
export const GAME_DAY_MINUTES = 24 * 60;
