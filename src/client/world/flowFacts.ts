import type { TradeFlow, TradeFlows } from '../../shared/api';

/** Credits a unit gained between where it was bought and where it was sold. */
export const unitMargin = (flow: TradeFlow): number => flow.sell_price - flow.buy_price;

/** The margin as a share of the buy price, in whole percent (0 for goods bought for nothing). */
export const marginPercent = (flow: TradeFlow): number => (flow.buy_price > 0 ? Math.round((unitMargin(flow) / flow.buy_price) * 100) : 0);

/** The systems the flows name, by id. */
export function systemNames(flows: TradeFlows): ReadonlyMap<number, string> {
  return new Map(flows.systems.map((s) => [s.id, s.name]));
}

/** One commodity's carried goods: its total and its biggest route. */
export interface CommodityFlow {
  commodity_id: number;
  commodity: string;
  units: number;
  npc_units: number;
  player_units: number;
  routes: number;
  top: TradeFlow;
}

/** The flows summed per commodity, the most carried first; each keeps its biggest route (flows come biggest first). */
export function flowsByCommodity(flows: readonly TradeFlow[]): CommodityFlow[] {
  const byCommodity = new Map<number, CommodityFlow>();
  for (const flow of flows) {
    const entry = byCommodity.get(flow.commodity_id);
    if (entry) {
      entry.units += flow.units;
      entry.npc_units += flow.npc_units;
      entry.player_units += flow.player_units;
      entry.routes += 1;
    } else {
      byCommodity.set(flow.commodity_id, { commodity_id: flow.commodity_id, commodity: flow.commodity, units: flow.units, npc_units: flow.npc_units, player_units: flow.player_units, routes: 1, top: flow });
    }
  }
  return [...byCommodity.values()].sort((x, y) => y.units - x.units || x.commodity.localeCompare(y.commodity));
}

/** Units carried along each lane, per direction ("from>to"), summed over the flows whose path crosses it. */
export function unitsPerLane(flows: readonly TradeFlow[]): Map<string, number> {
  const lanes = new Map<string, number>();
  for (const flow of flows) {
    for (let i = 1; i < flow.path.length; i++) {
      const key = `${flow.path[i - 1]}>${flow.path[i]}`;
      lanes.set(key, (lanes.get(key) ?? 0) + flow.units);
    }
  }
  return lanes;
}
