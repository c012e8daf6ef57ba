import { describe, expect, it } from 'vitest';
import { WARM_UP_GAME_MINUTES, warmUp } from '../../../shared/rules/traffic/warmUp';
import { generatedWorld } from './generatedWorld';

describe("a fresh galaxy's warmed first game day", () => {
  const { world, stocks } = generatedWorld('warm-up', 24);
  const opening = warmUp(world, stocks);

  it('busies every system with at least ten trades, dated over the day', () => {
    const perSystem = new Map<number, number>();
    for (const t of opening.tick.trades) perSystem.set(t.systemId, (perSystem.get(t.systemId) ?? 0) + 1);
    for (const system of world.systems) expect(perSystem.get(system.id) ?? 0).toBeGreaterThanOrEqual(10);
    const ages = opening.dated.map((d) => d.gameMinutesAgo);
    expect(Math.min(...ages)).toBe(0);
    expect(Math.max(...ages)).toBeLessThan(WARM_UP_GAME_MINUTES);
    expect(opening.tick.state.minute).toBe(WARM_UP_GAME_MINUTES);
  });

  it('replays the same from the seed and conserves stock', () => {
    expect(warmUp(world, stocks)).toEqual(opening);
    const held = opening.tick.state.ships.reduce((sum, s) => sum + (s.cargo?.quantity ?? 0), 0);
    const moved = [...opening.tick.stockDeltas.values()].reduce((a, b) => a + b, 0);
    expect(moved + held + opening.tick.consumed).toBe(0);
  });
});
