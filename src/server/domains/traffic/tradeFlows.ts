import type { TradeFlow, TradeFlows } from '../../../shared/api';
import { laneGraph, shortestPaths, type PathTo } from '../../../shared/rules/galaxy/shortestPaths';
import { GAME_MINUTES_PER_REAL_MINUTE } from '../../../shared/rules/travel/pacing';
import type { Db } from '../../db/database';
import { commodityFlows } from './commodityFlows';
import { carriedGoods, type CarriedGoods } from './tradeFlowsQuery';

/** A game day in real milliseconds (a game day lasts 36 real minutes). */
const GAME_DAY_MS = ((24 * 60) / GAME_MINUTES_PER_REAL_MINUTE) * 60_000;
/** How far before the window a delivery's buy is looked for: longer than any run across the galaxy. */
const BUY_LOOKBACK_GAME_DAYS = 2;
/** The flows served, biggest first (every commodity's totals count them all). */
const FLOWS_SHOWN = 60;
/** The most origin, destination and commodity rows one build reads: far more than a galaxy's lanes carry in a week. */
const FLOWS_READ = 5000;
/** A cached read is rebuilt at least this often, so old trades leave the window without a change. */
const FRESH_MS = 60_000;

interface Built {
  at: number;
  flows: Promise<TradeFlows>;
}

/**
 * The flows of goods along the lanes (issue 39 "On the map"): who carried what from which system
 * to which over the last game days, NPC ships and players alike. The same for every player, so it
 * is built once per market change (a trade, a galaxy-clock tick) and per window, not per request.
 */
export class TradeFlowsView {
  private readonly built = new Map<number, Built>();

  constructor(private readonly db: Db) {}

  /** After a market change: the next read rebuilds. */
  forget(): void {
    this.built.clear();
  }

  current(now: Date, gameDays: number): Promise<TradeFlows> {
    const cached = this.built.get(gameDays);
    if (cached && now.getTime() - cached.at < FRESH_MS && now.getTime() >= cached.at) return cached.flows;
    const flows = this.build(now, gameDays);
    const entry = { at: now.getTime(), flows };
    this.built.set(gameDays, entry);
    // A failed read is not kept: the next request tries again.
    flows.catch(() => {
      if (this.built.get(gameDays) === entry) this.built.delete(gameDays);
    });
    return flows;
  }

  private async build(now: Date, gameDays: number): Promise<TradeFlows> {
    const since = new Date(now.getTime() - gameDays * GAME_DAY_MS);
    const lookFrom = new Date(since.getTime() - BUY_LOOKBACK_GAME_DAYS * GAME_DAY_MS);
    const [carried, lanes] = await Promise.all([
      carriedGoods(this.db, { since, lookFrom, now, limit: FLOWS_READ }),
      this.db
        .selectFrom('hyperspace_lanes as l')
        .innerJoin('super_areas as a', 'a.id', 'l.from_area_id')
        .innerJoin('super_areas as b', 'b.id', 'l.to_area_id')
        .select(['l.from_area_id', 'l.to_area_id', 'l.length', 'a.name as from_name', 'b.name as to_name'])
        .execute(),
    ]);
    const graph = laneGraph(lanes.map((l) => ({ from: l.from_area_id, to: l.to_area_id, length: l.length })));
    const names = new Map<number, string>();
    for (const l of lanes) names.set(l.from_area_id, l.from_name).set(l.to_area_id, l.to_name);
    for (const c of carried) names.set(c.from_id, c.from_name).set(c.to_id, c.to_name);
    const pathsFrom = new Map<number, Map<number, PathTo>>();
    const pathOf = (from: number, to: number) => {
      if (!pathsFrom.has(from)) pathsFrom.set(from, shortestPaths(graph, from));
      return pathsFrom.get(from)?.get(to)?.path ?? [from, to];
    };
    const all = carried.map((c) => toFlow(c, pathOf(c.from_id, c.to_id)));
    const flows = all.slice(0, FLOWS_SHOWN);
    const commodities = commodityFlows(all);
    const named = new Set([...flows, ...commodities.map((c) => c.top)].flatMap((f) => f.path));
    return {
      game_days: gameDays,
      since: since.toISOString(),
      systems: [...named].sort((a, b) => a - b).flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
      flows,
      commodities,
    };
  }
}

function toFlow(c: CarriedGoods, path: number[]): TradeFlow {
  const units = c.npc_units + c.player_units;
  return {
    from: c.from_id,
    to: c.to_id,
    commodity_id: c.commodity_id,
    commodity: c.commodity,
    units,
    npc_units: c.npc_units,
    player_units: c.player_units,
    runs: c.runs,
    buy_price: Math.round(c.bought_for / units),
    sell_price: Math.round(c.sold_for / units),
    path,
  };
}
