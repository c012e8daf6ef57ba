import { describe, expect, it } from 'vitest';
import { DEFAULT_HAM } from '../stores/combatState';
import { hamBars, hamBarText, hamIncapacitated } from './hamView';

describe('HAM bars', () => {
  it('pulses a pool below 25 % of max minus wounds and not at the threshold', () => {
    // max 100, wounds 20: the threshold is 20.
    const bars = hamBars({ ...DEFAULT_HAM, health_current: 19, health_wounds: 20, action_current: 20, action_wounds: 20, mind_current: 24 });
    expect(bars.map((bar) => [bar.pool, bar.critical])).toEqual([
      ['health', true],
      ['action', false],
      ['mind', true],
    ]);
    expect(bars[0]?.ceiling).toBe(80);
  });

  it('shows the wounded ceiling only when there are wounds', () => {
    const [health, action] = hamBars({ ...DEFAULT_HAM, health_current: 50, health_wounds: 10, action_current: 70 });
    expect(hamBarText(health!)).toBe('50 / 90 (10 wounded)');
    expect(hamBarText(action!)).toBe('70 / 100');
  });

  it('draws an opponent without wounds', () => {
    const bars = hamBars({ health_current: 10, health_max: 80, action_current: 80, action_max: 80, mind_current: 80, mind_max: 80 });
    expect(bars[0]).toMatchObject({ wounds: 0, ceiling: 80, critical: true });
  });

  it('is incapacitated when any pool reaches 0', () => {
    expect(hamIncapacitated({ ...DEFAULT_HAM, mind_current: 0 })).toBe(true);
    expect(hamIncapacitated({ ...DEFAULT_HAM, mind_current: 1 })).toBe(false);
  });
});
