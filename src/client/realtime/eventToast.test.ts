import { describe, expect, it } from 'vitest';
import { eventToast } from './eventToast';

describe('eventToast', () => {
  it('a completed mission raises its reward in the server’s words', () => {
    expect(eventToast('MissionCompleted', { message: 'Mission completed: Trading Basics. Reward: 1,500 credits.' })).toBe('Mission completed: Trading Basics. Reward: 1,500 credits.');
    expect(eventToast('MissionCompleted', {})).toBe('Mission completed.');
  });
  it('a party-mate’s heal raises who healed and how much', () => {
    expect(eventToast('HealReceived', { message: 'Ana healed you with Stim Pack: 25 health, 12 action and 12 mind.' })).toBe('Ana healed you with Stim Pack: 25 health, 12 action and 12 mind.');
    expect(eventToast('HealReceived', {})).toBe('A party-mate healed you.');
  });
  it('other events raise none', () => {
    expect(eventToast('MissionStepUpdated', { message: 'Trading Basics: Buy Grain (1/1).' })).toBeNull();
    expect(eventToast('InventoryUpdated', null)).toBeNull();
  });
});
