import { describe, expect, it } from 'vitest';
import { formatDuration, formatFuel, formatInterplanetaryTime, formatShuttleTime } from './travelTime';

describe('travel time formats', () => {
  it.each([
    [0, '0s'],
    [45, '45s'],
    [59.6, '1m 0s'],
    [60, '1m 0s'],
    [725, '12m 5s'],
    [3599, '59m 59s'],
    [3600, '1h 0m'],
    [3900, '1h 5m'],
    [90_061, '25h 1m'],
    [-3, '0s'],
  ])('a countdown of %s seconds reads %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('shows shuttle times in hours and minutes', () => {
    expect(formatShuttleTime(45)).toBe('0h 45m');
    expect(formatShuttleTime(135)).toBe('2h 15m');
    // A fast test clock makes rides of under a minute: never shown as 0m.
    expect(formatShuttleTime(0.45)).toBe('0h 1m');
  });

  it('shows interplanetary times in minutes and seconds', () => {
    expect(formatInterplanetaryTime(1800)).toBe('30m 0s');
    expect(formatInterplanetaryTime(7540)).toBe('125m 40s');
    expect(formatInterplanetaryTime(18)).toBe('0m 18s');
  });

  it('shows fuel with 2 decimals', () => {
    expect(formatFuel(11.4)).toBe('11.40');
    expect(formatFuel(3)).toBe('3.00');
  });
});
