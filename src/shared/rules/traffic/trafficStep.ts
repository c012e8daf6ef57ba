import { createRandom, type Random } from '../seededRandom';
import { blocksTraders, drainPerGameHour, isActive, rollEvents } from './galacticEvents';
import { flyShip } from './npcFlight';
import { cargoLure, lawlessSystem, losePirates, patrolHeading, pirateHeading, piratesSunk, RAIDER_REST_MINUTES, regroup } from './raiders';
import { dangerBySystem, forcesBySystem } from './systemDanger';
import { planTrade, saleTotal, StockBook } from './traderPlan';
import { marketOf, type TrafficWorld } from './trafficWorld';
import type { GalacticEvent, NpcShip, NpcTrade, TrafficState } from './trafficTypes';

/** What one tick of the traffic did. */
export interface TrafficTick {
  state: TrafficState;
  trades: NpcTrade[];
  /** Change of each market's stock this tick (trades and event consumption), by market id. */
  stockDeltas: Map<number, number>;
  /** Units consumed by events this tick (they leave the galaxy; trades only move stock). */
  consumed: number;
  started: GalacticEvent[];
  ended: GalacticEvent[];
  /** Every system's danger after the tick. */
  danger: Map<number, number>;
}

const copyShip = (ship: NpcShip): NpcShip => ({ ...ship, route: [...ship.route], cargo: ship.cargo ? { ...ship.cargo } : null });

/**
 * One tick of the living galaxy over `gameMinutes` (pure: the same world, state, stocks and
 * tick replay the same): events end and break out, every ship flies, traders sell what they
 * carry where they dock and buy their next run, pirates and patrols move and fight, events
 * consume stock. Trades are the market's own quotes on the stocks given, one after another, so
 * stock only moves between shelves and holds.
 */
export function stepTraffic(world: TrafficWorld, previous: TrafficState, stocksBefore: ReadonlyMap<number, number>, gameMinutes: number): TrafficTick {
  const random = createRandom(`${world.seed}:traffic:${previous.tick}`);
  const minute = previous.minute + gameMinutes;
  const book = new StockBook(world, stocksBefore);
  const ended = previous.events.filter((e) => !isActive(e, minute));
  const running = previous.events.filter((e) => isActive(e, minute));
  const started = rollEvents(
    { systemIds: world.systems.map((s) => s.id), markets: world.markets, running, minute, gameMinutes, nextId: previous.nextEventId },
    world.tunables,
    random,
  );
  const events = [...running, ...started];
  const blocked = new Set(events.filter((e) => blocksTraders(e.kind)).map((e) => e.systemId));
  const ships = previous.ships.map(copyShip);
  const trades: NpcTrade[] = [];

  for (const ship of ships) flyShip(ship, world.graph, gameMinutes);
  for (const ship of ships) if (ship.kind === 'trader' && ship.route.length === 0) trade(world, ship, { book, blocked, trades }, random);
  moveRaiders(world, ships, gameMinutes, random);
  const consumed = consume(world, events, book, gameMinutes, random);

  const stockDeltas = new Map<number, number>();
  for (const [id, stock] of book.toMap()) {
    const delta = stock - (stocksBefore.get(id) ?? 0);
    if (delta !== 0) stockDeltas.set(id, delta);
  }
  const state: TrafficState = { tick: previous.tick + 1, minute, ships, events, nextEventId: previous.nextEventId + started.length };
  return { state, trades, stockDeltas, consumed, started, ended, danger: dangerBySystem(world.systems, ships, events, minute) };
}

/** A docked trader sells its load, then buys its next run, or wanders a lane when none pays. */
interface TradeDesk {
  book: StockBook;
  blocked: ReadonlySet<number>;
  trades: NpcTrade[];
}

function trade(world: TrafficWorld, ship: NpcShip, { book, blocked, trades }: TradeDesk, random: Random): void {
  const open = !blocked.has(ship.at);
  if (ship.cargo && open) {
    const market = marketOf(world, ship.at, ship.cargo.commodityId);
    if (market) {
      const credits = saleTotal(market, book.stock(market), ship.cargo.quantity);
      book.add(market, ship.cargo.quantity);
      ship.credits += credits;
      trades.push({ shipId: ship.id, marketId: market.id, systemId: ship.at, commodityId: market.commodityId, side: 'sell', quantity: ship.cargo.quantity, credits });
      ship.cargo = null;
    }
  }
  const plan = !ship.cargo && open ? planTrade(world, ship, book, blocked) : null;
  if (plan) {
    book.add(plan.market, -plan.quantity);
    ship.credits -= plan.total;
    ship.cargo = { commodityId: plan.market.commodityId, quantity: plan.quantity, cost: plan.total };
    ship.route = plan.path.path.slice(1);
    trades.push({ shipId: ship.id, marketId: plan.market.id, systemId: ship.at, commodityId: plan.market.commodityId, side: 'buy', quantity: plan.quantity, credits: plan.total });
    return;
  }
  // Nothing pays here (or a blockade, or a load no market here takes): try the next system.
  const lanes = (world.graph.get(ship.at) ?? []).filter((edge) => !blocked.has(edge.to));
  if (lanes.length > 0) ship.route = [random.pick(lanes).to];
}

/** Rested pirates and patrols choose their next system; pirates docked with patrols lose ships. */
function moveRaiders(world: TrafficWorld, ships: NpcShip[], gameMinutes: number, random: Random): void {
  const forces = forcesBySystem(ships);
  const pirates = new Map([...forces].map(([id, f]) => [id, f.pirates]));
  const patrols = new Map([...forces].map(([id, f]) => [id, f.patrols]));
  const lure = cargoLure(ships);
  const lawless = lawlessSystem(world.systems);
  for (const ship of ships) {
    if (ship.kind === 'trader' || ship.route.length > 0) continue;
    if (ship.kind === 'pirate') {
      losePirates(ship, piratesSunk(ship.strength, patrols.get(ship.at) ?? 0, gameMinutes, random), lawless);
      if (ship.at === lawless || ship.strength < 1) ship.strength = regroup(ship.strength, gameMinutes, random);
    }
    ship.rest -= gameMinutes;
    if (ship.rest > 0 || ship.strength < 1) continue;
    ship.rest = RAIDER_REST_MINUTES;
    const next = ship.kind === 'pirate' ? pirateHeading(world.graph, ship.at, lure, patrols, random) : patrolHeading(world.graph, ship.at, pirates, random);
    if (next !== ship.at) ship.route = [next];
  }
}

/** Events eat into their system's stock (a shortage its commodity, a boom everything, a festival food and luxuries). */
function consume(world: TrafficWorld, events: readonly GalacticEvent[], book: StockBook, gameMinutes: number, random: Random): number {
  let consumed = 0;
  for (const event of events) {
    for (const market of world.marketsAt.get(event.systemId) ?? []) {
      const rate = drainPerGameHour(event, market);
      if (rate <= 0) continue;
      const stock = book.stock(market);
      const units = Math.min(stock, Math.floor(stock * rate * (gameMinutes / 60) + random.next()));
      book.add(market, -units);
      consumed += units;
    }
  }
  return consumed;
}
