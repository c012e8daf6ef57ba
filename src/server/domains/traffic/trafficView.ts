import type { GalaxyTraffic, NpcShipView } from '../../../shared/api';
import { laneGraph, type LaneGraph } from '../../../shared/rules/galaxy/shortestPaths';
import { distanceFlown, laneProgress } from '../../../shared/rules/traffic/npcFlight';
import { laneLength } from '../../../shared/rules/traffic/trafficWorld';
import { forcesBySystem } from '../../../shared/rules/traffic/systemDanger';
import { GAME_MINUTES_PER_REAL_MINUTE } from '../../../shared/rules/travel/pacing';
import type { NpcShip } from '../../../shared/rules/traffic/trafficTypes';
import type { Db } from '../../db/database';
import { loadTraffic } from './trafficWorldQuery';

const KIND_CODE = { trader: 0, pirate: 1, patrol: 2 } as const;
/** News shown besides the running events. */
const NEWS_SHOWN = 8;

/** A ship as the map draws it: where it flies and how fast along its lane (per real second). */
export function shipView(ship: NpcShip, graph: LaneGraph): NpcShipView {
  const next = ship.route[0] ?? ship.at;
  const length = laneLength(graph, ship.at, next);
  const rate = length > 0 ? distanceFlown(ship.speed, GAME_MINUTES_PER_REAL_MINUTE / 60) / length : 0;
  return [KIND_CODE[ship.kind], ship.at, next, Math.round(laneProgress(ship, graph) * 1000) / 1000, Math.round(rate * 10_000) / 10_000];
}

/**
 * What the map shows of the living galaxy: the same for every player until the next tick, so
 * it is built once per tick (a one-column read tells whether the tick moved on).
 */
export class TrafficView {
  private cached: { tick: number; view: GalaxyTraffic } | undefined;
  private graph: Promise<LaneGraph> | undefined;

  constructor(private readonly db: Db) {}

  async current(now: Date): Promise<GalaxyTraffic> {
    const row = await this.db.selectFrom('galaxy_traffic').select('tick').where('id', '=', 1).executeTakeFirst();
    const tick = row?.tick ?? 0;
    if (this.cached && this.cached.tick === tick) return this.cached.view;
    const view = await this.build(now);
    this.cached = { tick: view.tick, view };
    return view;
  }

  private lanes(): Promise<LaneGraph> {
    this.graph ??= this.db
      .selectFrom('hyperspace_lanes')
      .select(['from_area_id', 'to_area_id', 'length'])
      .execute()
      .then((rows) => laneGraph(rows.map((r) => ({ from: r.from_area_id, to: r.to_area_id, length: r.length }))));
    return this.graph;
  }

  private async build(now: Date): Promise<GalaxyTraffic> {
    const [state, graph, news] = await Promise.all([
      loadTraffic(this.db),
      this.lanes(),
      this.db.selectFrom('galactic_events').select(['id', 'kind', 'super_area_id', 'headline', 'starts_at', 'ends_at']).orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(NEWS_SHOWN).execute(),
    ]);
    if (!state) return { tick: 0, ships: [], pirates: [], events: [] };
    const pirates = [...forcesBySystem(state.ships)].filter(([, f]) => f.pirates > 0).map(([id, f]) => ({ super_area_id: id, strength: f.pirates }));
    return {
      tick: state.tick,
      ships: state.ships.map((ship) => shipView(ship, graph)),
      pirates,
      events: news.map((e) => ({ ...e, starts_at: e.starts_at.toISOString(), ends_at: e.ends_at.toISOString(), active: e.ends_at > now })),
    };
  }
}
