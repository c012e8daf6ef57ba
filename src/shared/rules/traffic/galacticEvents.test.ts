import { describe, expect, it } from 'vitest';
import { createRandom } from '../seededRandom';
import { blocksTraders, drainPerGameHour, eventDanger, eventHeadline, isActive, rollEvents } from './galacticEvents';
import { DEFAULT_TRAFFIC_TUNABLES } from './trafficTunables';
import type { GalacticEvent } from './trafficTypes';

const event = (kind: GalacticEvent['kind'], commodityId: number | null = null): GalacticEvent => ({ id: 1, kind, systemId: 7, commodityId, startMinute: 100, endMinute: 200 });
const market = (commodityId: number, category: string, systemId = 7) => ({ systemId, commodityId, category });

describe('galactic events', () => {
  it('raise or lower danger by kind and only a blockade keeps traders out', () => {
    expect([eventDanger('blockade'), eventDanger('festival'), eventDanger('shortage'), eventDanger('boom')]).toEqual([3, -1, 1, 0]);
    expect(blocksTraders('blockade')).toBe(true);
    expect(blocksTraders('festival')).toBe(false);
  });

  it('consume stock of their own system only: a shortage its commodity, a festival food and luxuries, a boom everything', () => {
    expect(drainPerGameHour(event('shortage', 3), market(3, 'metals'))).toBe(0.015);
    expect(drainPerGameHour(event('shortage', 3), market(4, 'metals'))).toBe(0);
    expect(drainPerGameHour(event('shortage', 3), market(3, 'metals', 8))).toBe(0);
    expect(drainPerGameHour(event('festival'), market(1, 'food'))).toBe(0.01);
    expect(drainPerGameHour(event('festival'), market(1, 'weapons'))).toBe(0);
    expect(drainPerGameHour(event('boom'), market(1, 'weapons'))).toBe(0.005);
    expect(drainPerGameHour(event('blockade'), market(1, 'food'))).toBe(0);
  });

  it('run from their start to just before their end', () => {
    expect([isActive(event('boom'), 99), isActive(event('boom'), 100), isActive(event('boom'), 199), isActive(event('boom'), 200)]).toEqual([false, true, true, false]);
    expect(eventHeadline('shortage', 'Vega', 'Water')).toBe('Shortage of Water at Vega: prices climb.');
  });

  it('break out in free systems, never past the cap, lasting the tunable days', () => {
    const input = { systemIds: [1, 2, 3, 4, 5, 6], markets: [{ id: 1, systemId: 1, commodityId: 9, category: 'food', model: { basePrice: 10, referenceStock: 100, elasticity: 0.5 } }], minute: 0, gameMinutes: 1440 * 50, nextId: 1 };
    const rolled = rollEvents({ ...input, running: [] }, DEFAULT_TRAFFIC_TUNABLES, createRandom(1));
    expect(rolled).toHaveLength(1);
    const days = (rolled[0]!.endMinute - rolled[0]!.startMinute) / 1440;
    expect(days).toBeGreaterThanOrEqual(2);
    expect(days).toBeLessThanOrEqual(5);
    expect(rollEvents({ ...input, running: rolled }, DEFAULT_TRAFFIC_TUNABLES, createRandom(1))).toEqual([]);
    expect(rollEvents({ ...input, gameMinutes: 0, running: [] }, DEFAULT_TRAFFIC_TUNABLES, createRandom(1))).toEqual([]);
  });
});
