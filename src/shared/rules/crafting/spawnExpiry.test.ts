import { describe, expect, it } from 'vitest';
import { spawnKeyParts, spawnWarningDue, spawnWarningText, windowEnd } from './spawnExpiry';

describe('the warning before a deposit expires', () => {
  const end = windowEnd(10);
  it('is due in the last 30 minutes, not before, not after', () => {
    expect(spawnWarningDue(end, new Date(end.getTime() - 31 * 60_000))).toBeNull();
    expect(spawnWarningDue(end, new Date(end.getTime() - 30 * 60_000))).toBe(30);
    expect(spawnWarningDue(end, new Date(end.getTime() - 61_000))).toBe(2);
    expect(spawnWarningDue(end, end)).toBeNull();
  });
  it('names the deposit, the place and the minutes', () => {
    expect(spawnWarningText('Korite ore', 'Dune Flats', 1)).toBe('Korite ore in Dune Flats expires in 1 minute: harvest what you need before the ground changes.');
    expect(spawnKeyParts('12:400:3')).toEqual({ districtId: 12, window: 400, index: 3 });
    expect(spawnKeyParts('test:1:x')).toBeNull();
  });
});
