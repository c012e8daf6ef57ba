import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalaxyMap, RouteEntry, TradeFlow, TradeFlows } from '../../../shared/api';
import { createQueryClient } from '../../api/queryClient';
import { callRoute } from '../../api/callRoute';
import { CommodityFlows } from './CommodityFlows';
import { LaneFlows } from './LaneFlows';

vi.mock('../../api/callRoute', () => ({ callRoute: vi.fn() }));
const callMock = vi.mocked(callRoute);

const flow = (over: Partial<TradeFlow>): TradeFlow => ({ from: 1, to: 2, commodity_id: 10, commodity: 'Water', units: 10, npc_units: 10, player_units: 0, runs: 1, buy_price: 10, sell_price: 15, path: [1, 2], ...over });

/** Vega (1) – Sol (2) – Altair (3) in a row: water flows Vega → Sol → Altair, ore Altair → Sol and Sol → Vega. */
const galaxy = {
  superAreas: [
    { id: 1, name: 'Vega', x: 10, y: 10 },
    { id: 2, name: 'Sol', x: 50, y: 50 },
    { id: 3, name: 'Altair', x: 90, y: 20 },
  ],
  routes: [
    { id: 1, from_area_id: 1, to_area_id: 2, length: 56, nodes: [] },
    { id: 2, from_area_id: 2, to_area_id: 3, length: 50, nodes: [] },
  ],
} as unknown as GalaxyMap;

const dayFlows: TradeFlows = {
  game_days: 1,
  since: '2300-01-01T00:00:00.000Z',
  systems: [
    { id: 1, name: 'Vega' },
    { id: 2, name: 'Sol' },
    { id: 3, name: 'Altair' },
  ],
  flows: [
    flow({ from: 1, to: 3, units: 120, npc_units: 100, player_units: 20, runs: 6, buy_price: 11, sell_price: 18, path: [1, 2, 3] }),
    flow({ from: 3, to: 2, commodity_id: 20, commodity: 'Ore', units: 40, npc_units: 40, runs: 2, buy_price: 50, sell_price: 62, path: [3, 2] }),
    flow({ from: 2, to: 1, commodity_id: 20, commodity: 'Ore', units: 25, npc_units: 0, player_units: 25, runs: 1, buy_price: 60, sell_price: 58, path: [2, 1] }),
  ],
  commodities: [],
};
dayFlows.commodities = [
  { commodity_id: 10, commodity: 'Water', units: 120, npc_units: 100, player_units: 20, routes: 1, top: dayFlows.flows[0] as TradeFlow },
  { commodity_id: 20, commodity: 'Ore', units: 65, npc_units: 40, player_units: 25, routes: 2, top: dayFlows.flows[1] as TradeFlow },
];

/** `count` flows of one unit fewer each, Vega → Sol. */
const manyFlows = (count: number): TradeFlows => ({
  ...dayFlows,
  game_days: 7,
  flows: Array.from({ length: count }, (_, i) => flow({ commodity_id: 100 + i, commodity: `Cargo ${i + 1}`, units: 100 - i, npc_units: 100 - i })),
});

let answers: Record<number, TradeFlows>;

beforeEach(() => {
  answers = { 1: dayFlows, 3: { ...dayFlows, game_days: 3, flows: [], commodities: [] }, 7: manyFlows(15) };
  callMock.mockReset();
  callMock.mockImplementation(async (entry: RouteEntry, input?: unknown) => {
    if (entry.path === '/api/galaxy-map') return galaxy;
    if (entry.path === '/api/galaxy/flows') return answers[(input as { query: { days: number } }).query.days];
    throw new Error(`unexpected call to ${entry.path}`);
  });
});

function renderWithQueries(node: React.ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);
}

describe('the galaxy page trade flows', () => {
  it('lists every flow with its route, carried units and price difference, and lights the lanes in their direction', async () => {
    renderWithQueries(<LaneFlows />);
    const card = await screen.findByLabelText('Trade flows', { selector: 'section' });
    await within(card).findByText('Water');
    const rows = [...card.querySelectorAll('tr')];
    expect(rows).toHaveLength(4);
    const water = rows[1] as HTMLElement;
    expect(water).toHaveTextContent('Water');
    expect(water).toHaveTextContent('Vega → Altair');
    expect(water).toHaveTextContent('via Sol · 2 jumps');
    expect(water).toHaveTextContent('NPC 100 · players 20');
    expect(water).toHaveTextContent('+7 cr (+64 %)');
    expect(rows[3]).toHaveTextContent('-2 cr (-3 %)');

    const map = await within(card).findByLabelText('Lanes that carried goods');
    // Vega → Sol twice over (water and nothing back), Sol → Altair, and ore back Altair → Sol, Sol → Vega.
    expect(map).toHaveAttribute('data-lit-lanes', '4');
    expect(map.querySelector('[data-lane="1>2"] title')).toHaveTextContent('Vega → Sol: 120 units');
    expect(map.querySelector('[data-lane="2>1"] title')).toHaveTextContent('Sol → Vega: 25 units');
  });

  it('reads another window when one is picked, and says when nothing was carried in it', async () => {
    const user = userEvent.setup();
    renderWithQueries(<LaneFlows />);
    const card = await screen.findByLabelText('Trade flows', { selector: 'section' });
    await within(card).findByText('Water');
    await user.click(within(card).getByText('3 game days', { selector: 'button' }));
    expect(await within(card).findByText('No goods were carried between systems in the last 3 game days.')).toBeVisible();
    expect(card).toHaveAttribute('data-flows-days', '3');
    expect(within(card).getByText('3 game days', { selector: 'button' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the twelve biggest flows until every flow is asked for', async () => {
    const user = userEvent.setup();
    renderWithQueries(<LaneFlows />);
    const card = await screen.findByLabelText('Trade flows', { selector: 'section' });
    await within(card).findByText('Water');
    await user.click(within(card).getByText('7 game days', { selector: 'button' }));
    await within(card).findByText('Cargo 1');
    expect(card.querySelectorAll('tbody tr')).toHaveLength(12);
    expect(within(card).queryByText('Cargo 13')).toBeNull();
    await user.click(within(card).getByText('Show all 15 flows'));
    expect(card.querySelectorAll('tbody tr')).toHaveLength(15);
    expect(within(card).getByText('Cargo 15')).toBeVisible();
  });
});

describe('the economy page trade flows', () => {
  it('sums the flows per commodity, the most carried first, each with its biggest route and price difference', async () => {
    renderWithQueries(<CommodityFlows />);
    const card = await screen.findByLabelText('Top flows by commodity', { selector: 'section' });
    await within(card).findByText('1 route');
    const rows = [...card.querySelectorAll('tr')];
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Water1 route');
    expect(rows[1]).toHaveTextContent('Vega → Altair');
    expect(rows[2]).toHaveTextContent('Ore2 routes');
    expect(rows[2]).toHaveTextContent('65');
    expect(rows[2]).toHaveTextContent('NPC 40 · players 25');
    expect(rows[2]).toHaveTextContent('Altair → Sol');
    expect(rows[2]).toHaveTextContent('50 cr → 62 cr');
    expect(rows[2]).toHaveTextContent('+12 cr (+24 %)');
  });
});
