import { describe, expect, it } from 'vitest';
import { formatRealWait, gameSeconds, GAME_MINUTES_PER_REAL_MINUTE, realMilliseconds, realSeconds } from './pacing';
import { travelMinutes } from './travelCosts';

/** The starter ship's speed (shipTemplates: the Kestrel Courier). */
const STARTER_SPEED = 5;

describe('pacing', () => {
  it('runs 40 game minutes in a real minute', () => {
    expect(GAME_MINUTES_PER_REAL_MINUTE).toBe(40);
    expect(realMilliseconds(40)).toBe(60_000);
    expect(realSeconds(40)).toBe(60);
  });

  it('makes a jump to a neighbouring system (about 20 ly) last about a minute in the starter ship', () => {
    expect(realSeconds(travelMinutes(20, STARTER_SPEED))).toBe(60);
    // The shortest and the longest lanes of the generated galaxies (12 and 48 ly).
    expect(realSeconds(travelMinutes(12, STARTER_SPEED))).toBe(36);
    expect(realSeconds(travelMinutes(32, STARTER_SPEED))).toBeLessThanOrEqual(120);
  });

  it('keeps the longest route of a generated galaxy (up to 190 ly) within about ten minutes', () => {
    expect(realSeconds(travelMinutes(190, STARTER_SPEED))).toBe(570);
  });

  it('makes a shuttle hop last seconds', () => {
    expect(realSeconds(6)).toBe(9);
    expect(realSeconds(30)).toBe(45);
  });

  it('applies the operator time scale on top, never under a second', () => {
    expect(realMilliseconds(40, 0.5)).toBe(30_000);
    expect(realMilliseconds(40, 0.01)).toBe(1000);
    expect(realMilliseconds(0.001)).toBe(1000);
    expect(realSeconds(41, 1)).toBe(62);
  });

  it('counts game seconds for the interplanetary times shown', () => {
    expect(gameSeconds(40.6)).toBe(2436);
    expect(gameSeconds(-1)).toBe(0);
  });

  it('tells the real wait the way people speak', () => {
    expect(formatRealWait(0.2)).toBe('about 1 s');
    expect(formatRealWait(9)).toBe('about 9 s');
    expect(formatRealWait(23)).toBe('about 25 s');
    expect(formatRealWait(52)).toBe('about 50 s');
    expect(formatRealWait(58)).toBe('about 1 min');
    expect(formatRealWait(96)).toBe('about 2 min');
    expect(formatRealWait(570)).toBe('about 10 min');
  });
});
