import type { TradeFlow, TradeFlows } from '../../shared/api';

/** Credits a unit gained between where it was bought and where it was sold. */
export const unitMargin = (flow: TradeFlow): number => flow.sell_price - flow.buy_price;

/** The margin as a share of the buy price, in whole percent (0 for goods bought for nothing). */
export const marginPercent = (flow: TradeFlow): number => (flow.buy_price > 0 ? Math.round((unitMargin(flow) / flow.buy_price) * 100) : 0);

/** The systems the flows name, by id. */
export function systemNames(flows: TradeFlows): ReadonlyMap<number, string> {
  return new Map(flows.systems.map((s) => [s.id, s.name]));
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
