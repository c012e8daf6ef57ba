import { sql, type Transaction } from 'kysely';
import { GAME_MINUTES_PER_REAL_MINUTE } from '../../../shared/rules/travel/pacing';
import { eventHeadline } from '../../../shared/rules/traffic/galacticEvents';
import { fitFleet } from '../../../shared/rules/traffic/fitFleet';
import { flyOpeningHours } from '../../../shared/rules/traffic/openingHours';
import { spawnTraffic } from '../../../shared/rules/traffic/spawnTraffic';
import { stepTraffic, type TrafficTick } from '../../../shared/rules/traffic/trafficStep';
import type { GalacticEvent, TrafficState } from '../../../shared/rules/traffic/trafficTypes';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { TickContext, TickTask } from '../../sim/tickTask';
import { announceEvents, type AnnouncedEvent } from './announceEvents';
import { recordStartedEvents } from './recordEvents';
import { loadGalaxy, loadTraffic, type LoadedGalaxy } from './trafficWorldQuery';

/** A server down for days does not fly its ships further than this in one tick. */
const MAX_GAME_MINUTES_PER_TICK = 6 * 60;
const NPC_TRADES_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Real time of a game-minute offset from now (events end in game days, shown in real time). */
const realAt = (now: Date, gameMinutes: number) => new Date(now.getTime() + (gameMinutes / GAME_MINUTES_PER_REAL_MINUTE) * 60_000);

/** Ships whose systems no longer exist (the content admin deleted one) leave the galaxy. */
function keepKnown(state: TrafficState, galaxy: LoadedGalaxy): TrafficState {
  const known = (id: number) => galaxy.names.has(id);
  return {
    ...state,
    ships: state.ships.filter((s) => known(s.at) && s.route.every(known)),
    events: state.events.filter((e) => known(e.systemId)),
  };
}

/**
 * The traffic's next tick, with when each trade was made. A fresh galaxy (nothing stored) spawns
 * its fleet and flies its opening hours, its trades dated over the real minutes they took;
 * either way the fleet is fitted to the admin's tunables.
 */
function advance(galaxy: LoadedGalaxy, stored: TrafficState | null, stocks: ReadonlyMap<number, number>, gameMinutes: number, now: Date): { tick: TrafficTick; madeAt: Date[] } {
  if (stored) {
    const tick = stepTraffic(galaxy.world, fitFleet(galaxy.world, keepKnown(stored, galaxy)), stocks, gameMinutes);
    return { tick, madeAt: tick.trades.map(() => now) };
  }
  const opening = flyOpeningHours(galaxy.world, fitFleet(galaxy.world, spawnTraffic(galaxy.world)), stocks);
  return { tick: opening.tick, madeAt: opening.gameMinutesAgo.map((ago) => realAt(now, -ago)) };
}

/** A shelf the fleet's step emptied past zero: a player's trade took its stock since it was read. */
class ShelfOverdrawn extends Error {}

const isShelfOverdrawn = (error: unknown) => (error as { code?: string; constraint?: string }).code === '23514' && (error as { constraint?: string }).constraint === 'markets_stock_check';

/**
 * One tick of the living galaxy inside one transaction: the fleet's row locked, the markets'
 * stocks read, the pure simulation stepped on them, then the stocks moved by the tick's deltas
 * (relative, so a player's trade committed since the read keeps its effect), the NPC trades, the
 * fleet, the new events and every system's danger written. Stock moves between shelves and holds
 * and nowhere else: should a player's trade have emptied a shelf the fleet sold from past zero,
 * the tick is flown again with every market row locked, so the trades wait for it.
 *
 * Issue 40: the market rows are locked only by the tick's last statement, the deltas written just
 * before COMMIT, not while the fleet is stepped or its records written, so a player's buy or sale
 * never queues behind the simulation.
 */
export async function runTrafficTick(db: Db, now: Date, elapsedMs: number, galaxy: LoadedGalaxy): Promise<{ tick: TrafficTick; started: AnnouncedEvent[] }> {
  const gameMinutes = Math.min(MAX_GAME_MINUTES_PER_TICK, (elapsedMs / 60_000) * GAME_MINUTES_PER_REAL_MINUTE);
  try {
    return await db.transaction().execute((trx) => stepAndWrite(trx, now, gameMinutes, galaxy, { lockMarkets: false }));
  } catch (error) {
    if (!(error instanceof ShelfOverdrawn)) throw error;
    return db.transaction().execute((trx) => stepAndWrite(trx, now, gameMinutes, galaxy, { lockMarkets: true }));
  }
}

async function stepAndWrite(trx: Transaction<Database>, now: Date, gameMinutes: number, galaxy: LoadedGalaxy, { lockMarkets }: { lockMarkets: boolean }): Promise<{ tick: TrafficTick; started: AnnouncedEvent[] }> {
  // The fleet first: a fight against pirates (which rewrites it) waits for the tick, or the tick for it.
  const stored = await loadTraffic(trx, { lock: true });
  const stockQuery = trx.selectFrom('markets').select(['id', 'stock']).orderBy('id');
  const rows = await (lockMarkets ? stockQuery.forUpdate() : stockQuery).execute();
  const stocks = new Map(rows.map((r) => [r.id, r.stock]));
  const { tick, madeAt } = advance(galaxy, stored, stocks, gameMinutes, now);
  if (tick.trades.length > 0) {
    await trx
      .insertInto('npc_trades')
      .values(tick.trades.map((t, i) => ({ npc_ship_id: t.shipId, market_id: t.marketId, super_area_id: t.systemId, commodity_id: t.commodityId, action: t.side, quantity: t.quantity, credits: t.credits, created_at: madeAt[i] ?? now })))
      .execute();
  }
  const next = tick.state;
  const document = { tick: next.tick, minute: next.minute, ships: JSON.stringify(next.ships), events: JSON.stringify(next.events), next_event_id: next.nextEventId, updated_at: now };
  await trx
    .insertInto('galaxy_traffic')
    .values({ id: 1, ...document })
    .onConflict((oc) => oc.column('id').doUpdateSet(document))
    .execute();
  const started = tick.started.map((event) => announced(event, galaxy, now, next.minute));
  await recordStartedEvents(trx, started);
  const danger = [...tick.danger];
  await sql`
    UPDATE super_areas s SET base_danger = coalesce(s.base_danger, s.danger_level), danger_level = d.danger
    FROM unnest(${danger.map(([id]) => id)}::bigint[], ${danger.map(([, level]) => level)}::int[]) AS d(id, danger)
    WHERE s.id = d.id AND s.danger_level IS DISTINCT FROM d.danger OR s.id = d.id AND s.base_danger IS NULL`.execute(trx);
  await trx.deleteFrom('npc_trades').where('created_at', '<', new Date(now.getTime() - NPC_TRADES_KEPT_MS)).execute();
  // The stocks last, just before COMMIT: the market rows a trade needs are held for one statement.
  const changed = [...tick.stockDeltas];
  if (changed.length > 0) {
    await sql`
      UPDATE markets m SET stock = m.stock + d.delta
      FROM unnest(${changed.map(([id]) => id)}::bigint[], ${changed.map(([, delta]) => delta)}::int[]) AS d(id, delta)
      WHERE m.id = d.id`
      .execute(trx)
      .catch((error: unknown) => {
        // The shelves' CHECK (stock >= 0): a trade took the stock the fleet sold from since it read it.
        if (!lockMarkets && isShelfOverdrawn(error)) throw new ShelfOverdrawn();
        throw error;
      });
  }
  return { tick, started };
}

function announced(event: GalacticEvent, galaxy: LoadedGalaxy, now: Date, minute: number): AnnouncedEvent {
  const systemName = galaxy.names.get(event.systemId) ?? 'a distant system';
  const commodityName = event.commodityId === null ? undefined : galaxy.commodityNames.get(event.commodityId);
  return { event, headline: eventHeadline(event.kind, systemName, commodityName), startsAt: realAt(now, event.startMinute - minute), endsAt: realAt(now, event.endMinute - minute) };
}

/**
 * The galaxy clock's traffic task (before the market's, so the price points it records show the
 * NPCs' trades): steps the living galaxy and announces the events that broke out.
 */
async function trafficTask({ db, now, elapsedMs, broadcaster }: TickContext): Promise<void> {
  const galaxy = await loadGalaxy(db);
  if (!galaxy || galaxy.world.systems.length === 0) return;
  const { started } = await runTrafficTick(db, now, elapsedMs, galaxy);
  await announceEvents(db, broadcaster, now, started);
}

export const trafficTickTask: TickTask = { name: 'traffic', run: trafficTask };
