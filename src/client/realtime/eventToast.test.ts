import { describe, expect, it } from 'vitest';
import { eventToast } from './eventToast';

describe('eventToast', () => {
  it('a completed mission raises its reward in the server’s words', () => {
    expect(eventToast('MissionCompleted', { message: 'Mission completed: Trading Basics. Reward: 1,500 credits.' })).toBe('Mission completed: Trading Basics. Reward: 1,500 credits.');
    expect(eventToast('MissionCompleted', {})).toBe('Mission completed.');
  });
  it('other events raise none', () => {
    expect(eventToast('MissionStepUpdated', { message: 'Trading Basics: Buy Grain (1/1).' })).toBeNull();
    expect(eventToast('InventoryUpdated', null)).toBeNull();
  });
});
