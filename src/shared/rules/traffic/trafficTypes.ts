import type { Lane } from '../galaxy/shortestPaths';
import type { PriceModel } from '../market/marketPrice';

/**
 * The living galaxy's state (GAME_RULES "A living galaxy"): NPC traders, pirate groups and
 * patrols flying the lanes, and the galactic events running in systems. Plain data, so the
 * server stores it, the client draws it and a test replays it.
 */

/** A star system as the traffic sees it. */
export interface TrafficSystem {
  id: number;
  x: number;
  y: number;
  /** The seeded lawlessness of the system: its danger with nobody there. */
  baseDanger: number;
}

/** The systems and the lanes joining them. */
export interface TrafficMap {
  systems: readonly TrafficSystem[];
  lanes: readonly Lane[];
}

/** One market (a system's commodity) with what its price is made of. */
export interface TrafficMarket {
  id: number;
  systemId: number;
  commodityId: number;
  category: string;
  model: PriceModel;
  /** Its place in the prepared world's market list (set by `prepareWorld`). */
  slot?: number;
}

export type NpcKind = 'trader' | 'pirate' | 'patrol';

/** What a trader carries: one commodity, and what it paid for it. */
export interface NpcCargo {
  commodityId: number;
  quantity: number;
  /** Credits paid for the units (a sale's profit is what it fetches over this). */
  cost: number;
}

/** An NPC ship (a pirate or patrol ship is a group of `strength` ships). */
export interface NpcShip {
  id: number;
  kind: NpcKind;
  /** The system it is docked at, or the one it left on the lane it flies. */
  at: number;
  /** Systems still to reach, next first; empty when docked. */
  route: number[];
  /** Distance flown from `at` toward route[0]. */
  flown: number;
  /** Ship speed (the ship templates' scale: a jump takes distance × 10 / speed game minutes). */
  speed: number;
  /** Hold capacity in units (traders). */
  hold: number;
  /** The trader's own credits: only its trades change them. */
  credits: number;
  cargo: NpcCargo | null;
  /** Ships in a pirate or patrol group (0: broken, regrouping); 1 for a trader. */
  strength: number;
  /** Game minutes it stays docked before moving on (pirates and patrols linger). */
  rest: number;
}

export const EVENT_KINDS = ['shortage', 'boom', 'blockade', 'festival'] as const;
export type GalacticEventKind = (typeof EVENT_KINDS)[number];

/** A galactic event in one system, from `startMinute` to `endMinute` of game time. */
export interface GalacticEvent {
  id: number;
  kind: GalacticEventKind;
  systemId: number;
  /** The commodity a shortage is of (null for the other kinds). */
  commodityId: number | null;
  startMinute: number;
  endMinute: number;
}

/** Everything the simulation carries from one tick to the next. */
export interface TrafficState {
  /** Ticks simulated so far. */
  tick: number;
  /** Game minutes simulated so far. */
  minute: number;
  ships: NpcShip[];
  events: GalacticEvent[];
  nextEventId: number;
}

/** One NPC trade at a market, in the market's own quote. */
export interface NpcTrade {
  shipId: number;
  marketId: number;
  systemId: number;
  commodityId: number;
  side: 'buy' | 'sell';
  quantity: number;
  credits: number;
}
