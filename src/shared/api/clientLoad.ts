import { NOTIFICATION_POLL_MS } from '../rules/notifications/notificationConstants';
import { characterRoutes } from './characters';
import { chatRoutes } from './chat';
import { combatRoutes } from './combat';
import { combatOpponentRoutes } from './combatOpponents';
import { marketRoutes } from './market';
import { questRoutes } from './missions';
import type { RouteEntry } from './route';
import type { CharacterEventName } from './broadcasting';
import { travelRoutes } from './travel';

/**
 * What a signed-in player's client asks of the server without a click, and what it reads again
 * after each act: one table the client's queries take their intervals from and the player
 * simulator (`npm run bench:players`) replays, so the two cannot drift.
 */
export const CLIENT_POLL_MS = {
  /** The Character, refetched for the notifications (`useNotificationRefresh`). */
  character: NOTIFICATION_POLL_MS,
  /** The market dashboard's market data while it is open: the galaxy clock ticks every minute by default. */
  marketData: 60_000,
  /** The journey's status while travelling (seed 001 §9), only while the realtime socket is down: random events and arrival are pushed. */
  travelStatus: 5_000,
  /** The onboarding panel while it auto-refreshes. */
  onboarding: 30_000,
} as const;

/** The reads the datapad's market dashboard makes when it opens (the Character, its market, hold, stats, routes, a quote). */
export const MARKET_DASHBOARD_READS: readonly RouteEntry[] = [
  characterRoutes.show,
  marketRoutes.data,
  marketRoutes.manifest,
  marketRoutes.tradingStats,
  marketRoutes.profitableRoutes,
  marketRoutes.pricing,
];

/**
 * The GETs the client sends after each act of the player model, with the market dashboard open
 * (the act's answer patches the rest, its own realtime echo is skipped). `trade`, `arrival`,
 * `fightTurn`, `fightEnd` and `questStep` are held against the client by
 * src/client/market/dashboardActReads.test.ts, src/client/combat/fightActReads.test.ts and
 * src/client/missions/questActReads.test.ts; the browser test tests/e2e/followUpGets.spec.ts holds
 * each act to its count here (chat included), none above one.
 */
export const ACT_FOLLOW_UP_READS = {
  /**
   * A buy or a sale on the dashboard: none. The answer carries credits, price, stock, the trading
   * record's change, the hold's line and what the commodity's quotes are made of (`TradeResponse.after`).
   */
  trade: [],
  /** A journey's start: the Character (its ship's fuel and the journey flags). */
  journeyStart: [characterRoutes.show],
  /**
   * A journey's arrival (pushed: JourneyArrived carries the Character's new place and the hull, so
   * the Character is patched): the open dashboard's market views of the new system, in one read.
   * Random events mid-journey are pushed too (JourneyPaused): the status is polled only while the
   * socket is down.
   */
  arrival: [marketRoutes.here],
  /** A fight's start: the Character (its combat state, from the echo). */
  fightStart: [characterRoutes.show],
  /** A turn that leaves the fight running: none (the answer carries the session and the HAM). */
  fightTurn: [],
  /** The turn that ends the fight: the Character (rewards: credits, items, experience). */
  fightEnd: [characterRoutes.show],
  /** A quest taken or given up: the Character (its missions); the answer's quest patches the journal. */
  questStep: [characterRoutes.show],
  /** A chat message: none (the answer is the message). */
  chat: [],
} as const satisfies Record<string, readonly RouteEntry[]>;

/**
 * The GETs the client sends at once when the server pushes a change of the market where the
 * character stands (prices moved by the galaxy clock, a galactic event broke out), with the market
 * dashboard open: none. Every player of a system hears the push at the same instant, so the views
 * are marked stale and read at their own next refresh (src/client/market/marketEventPatches.ts).
 * Held against the client by src/client/market/dashboardActReads.test.ts; the simulator replays it.
 */
export const PUSHED_EVENT_READS = {
  MarketOpportunity: [],
  GalacticEvent: [],
} as const satisfies Partial<Record<CharacterEventName, readonly RouteEntry[]>>;

/** The acts of the player model and the route each sends, for the simulator's grouping. */
export const PLAYER_MODEL_ACTS = {
  buy: marketRoutes.buy,
  sell: marketRoutes.sell,
  journeyStart: travelRoutes.initiate,
  fightStart: combatRoutes.start,
  fightTurn: combatRoutes.action,
  questStart: questRoutes.start,
  questAbandon: questRoutes.abandon,
  chat: chatRoutes.send,
  opponents: combatOpponentRoutes.here,
} as const satisfies Record<string, RouteEntry>;

/**
 * The fixed player of the capacity figures (issue 40), so runs compare: the datapad open on the
 * market dashboard, notifications on their refresh, and these acts at these paces.
 */
export const PLAYER_MODEL_EVERY_MS = {
  trade: 20_000,
  journey: 5 * 60_000,
  fight: 10 * 60_000,
  questStep: 5 * 60_000,
  chat: 2 * 60_000,
} as const;
