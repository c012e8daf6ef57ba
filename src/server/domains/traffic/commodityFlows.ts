import type { CommodityFlow, TradeFlow } from '../../../shared/api';

/**
 * The flows summed per commodity, the most carried first; each keeps its biggest route (the first
 * of its flows, as flows come biggest first).
 */
export function commodityFlows(flows: readonly TradeFlow[]): CommodityFlow[] {
  const byCommodity = new Map<number, CommodityFlow>();
  for (const flow of flows) {
    const entry = byCommodity.get(flow.commodity_id);
    if (entry) {
      entry.units += flow.units;
      entry.npc_units += flow.npc_units;
      entry.player_units += flow.player_units;
      entry.routes += 1;
    } else {
      const { commodity_id, commodity, units, npc_units, player_units } = flow;
      byCommodity.set(commodity_id, { commodity_id, commodity, units, npc_units, player_units, routes: 1, top: flow });
    }
  }
  return [...byCommodity.values()].sort((x, y) => y.units - x.units || x.commodity.localeCompare(y.commodity));
}
