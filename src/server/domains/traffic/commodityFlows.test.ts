import { describe, expect, it } from 'vitest';
import type { TradeFlow } from '../../../shared/api';
import { commodityFlows } from './commodityFlows';

const flow = (over: Partial<TradeFlow>): TradeFlow => ({ from: 1, to: 2, commodity_id: 10, commodity: 'Water', units: 10, npc_units: 10, player_units: 0, runs: 1, buy_price: 10, sell_price: 15, path: [1, 2], ...over });

describe('commodity flows', () => {
  it('sums every route of a commodity, keeps its biggest, and puts the most carried first', () => {
    const flows = [
      flow({ commodity_id: 20, commodity: 'Ore', units: 40, npc_units: 40 }),
      flow({ units: 30, npc_units: 30 }),
      flow({ commodity_id: 20, commodity: 'Ore', from: 3, units: 25, npc_units: 0, player_units: 25 }),
      flow({ from: 3, to: 1, units: 20, npc_units: 5, player_units: 15 }),
    ];
    expect(commodityFlows(flows)).toEqual([
      { commodity_id: 20, commodity: 'Ore', units: 65, npc_units: 40, player_units: 25, routes: 2, top: flows[0] },
      { commodity_id: 10, commodity: 'Water', units: 50, npc_units: 35, player_units: 15, routes: 2, top: flows[1] },
    ]);
  });
});
