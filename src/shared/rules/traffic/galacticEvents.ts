import type { Random } from '../seededRandom';
import { EVENT_KINDS, type GalacticEvent, type GalacticEventKind, type TrafficMarket } from './trafficTypes';
import { GAME_DAY_MINUTES, type TrafficTunables } from './trafficTunables';

/**
 * Galactic events (GAME_RULES "A living galaxy"): a shortage of one commodity, a boom, a
 * blockade or a festival in one system, lasting game days. Their effects are pure numbers:
 * what they add to the danger, whether NPC traders may trade there, and how fast they consume
 * a market's stock (consumption is where stock leaves the galaxy, like the market's drift).
 */

/** Danger an event adds to its system while it runs. */
export function eventDanger(kind: GalacticEventKind): number {
  switch (kind) {
    case 'blockade':
      return 3;
    case 'festival':
      return -1;
    case 'shortage':
      return 1;
    case 'boom':
      return 0;
  }
}

/** A blockade closes the system's markets to NPC traders, and they route around it. */
export function blocksTraders(kind: GalacticEventKind): boolean {
  return kind === 'blockade';
}

/** Categories a festival eats through. */
export const FESTIVAL_CATEGORIES: readonly string[] = ['food', 'luxury', 'textiles'];

/**
 * The fraction of a market's stock an event consumes per game hour: a shortage 1.5 % of its
 * commodity, a boom 0.5 % of everything, a festival 1 % of food, luxury and textiles.
 */
export function drainPerGameHour(event: GalacticEvent, market: Pick<TrafficMarket, 'systemId' | 'commodityId' | 'category'>): number {
  if (event.systemId !== market.systemId) return 0;
  switch (event.kind) {
    case 'shortage':
      return event.commodityId === market.commodityId ? 0.015 : 0;
    case 'boom':
      return 0.005;
    case 'festival':
      return FESTIVAL_CATEGORIES.includes(market.category) ? 0.01 : 0;
    case 'blockade':
      return 0;
  }
}

/** Whether the event runs at `minute`. */
export function isActive(event: GalacticEvent, minute: number): boolean {
  return event.startMinute <= minute && minute < event.endMinute;
}

/** What a headline says of an event, for the news ticker, notifications and the captain's log. */
export function eventHeadline(kind: GalacticEventKind, systemName: string, commodityName?: string): string {
  switch (kind) {
    case 'shortage':
      return `Shortage of ${commodityName ?? 'goods'} at ${systemName}: prices climb.`;
    case 'boom':
      return `Boom at ${systemName}: demand soars across the market.`;
    case 'blockade':
      return `Blockade at ${systemName}: traders turn away, danger rises.`;
    case 'festival':
      return `Festival at ${systemName}: food and luxuries fly off the shelves.`;
  }
}

/**
 * New events breaking out over `gameMinutes`: a Poisson draw at `eventsPerGameDay`, in systems
 * with no event running, never more running than one per `systemsPerActiveEvent` systems. The
 * kinds take turns from a seeded start so a galaxy's week sees every kind.
 */
export function rollEvents(
  input: { systemIds: readonly number[]; markets: readonly TrafficMarket[]; running: readonly GalacticEvent[]; minute: number; gameMinutes: number; nextId: number },
  tunables: TrafficTunables,
  random: Random,
): GalacticEvent[] {
  const { systemIds, markets, running, minute, gameMinutes } = input;
  const cap = Math.max(1, Math.floor(systemIds.length / tunables.systemsPerActiveEvent));
  const chance = 1 - Math.exp((-tunables.eventsPerGameDay * gameMinutes) / GAME_DAY_MINUTES);
  if (running.length >= cap || random.next() >= chance) return [];
  const busy = new Set(running.map((e) => e.systemId));
  const free = systemIds.filter((id) => !busy.has(id));
  if (free.length === 0) return [];
  const systemId = random.pick(free);
  const kind = EVENT_KINDS[(input.nextId + random.int(0, 1)) % EVENT_KINDS.length] as GalacticEventKind;
  const here = markets.filter((m) => m.systemId === systemId);
  const commodityId = kind === 'shortage' && here.length > 0 ? random.pick(here).commodityId : null;
  const [low, high] = tunables.eventDays;
  const days = low + random.next() * (high - low);
  return [{ id: input.nextId, kind, systemId, commodityId, startMinute: minute, endMinute: minute + Math.round(days * GAME_DAY_MINUTES) }];
}
