import { describe, expect, it } from 'vitest';
import { parseDemoDuration } from './demoDuration';

describe('demo animation duration', () => {
  it('accepts 1000 to 10000 ms', () => {
    expect(parseDemoDuration('1000')).toEqual({ ms: 1000 });
    expect(parseDemoDuration('5000')).toEqual({ ms: 5000 });
    expect(parseDemoDuration('10000')).toEqual({ ms: 10_000 });
  });

  it('refuses anything else with a reason', () => {
    expect(parseDemoDuration('999')).toEqual({ problem: 'The duration must be between 1000 and 10000 ms.' });
    expect(parseDemoDuration('10001')).toEqual({ problem: 'The duration must be between 1000 and 10000 ms.' });
    expect(parseDemoDuration('')).toEqual({ problem: 'Enter a duration in milliseconds.' });
    expect(parseDemoDuration('fast')).toEqual({ problem: 'Enter a duration in milliseconds.' });
  });
});
