import { describe, expect, it } from 'vitest';
import { formatTimeRemaining, minutesUntil } from './timeRemaining';

describe('formatTimeRemaining', () => {
  it.each([
    [0, '0m'],
    [59, '59m'],
    [60, '1h 0m'],
    [61, '1h 1m'],
    [1439, '23h 59m'],
    [1440, '1d 0h'],
    [1500, '1d 1h'],
    [4 * 1440 + 23 * 60 + 59, '4d 23h'],
    [-5, '0m'],
  ])('%s minutes reads %s', (minutes, text) => {
    expect(formatTimeRemaining(minutes)).toBe(text);
  });
});

describe('minutesUntil', () => {
  it('counts whole minutes and goes negative after the deadline', () => {
    const now = new Date('2300-01-01T00:00:00Z');
    expect(minutesUntil(new Date('2300-01-01T01:30:59Z'), now)).toBe(90);
    expect(minutesUntil(new Date('2299-12-31T23:59:00Z'), now)).toBe(-1);
  });
});
