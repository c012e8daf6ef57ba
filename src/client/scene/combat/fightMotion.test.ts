import { describe, expect, it } from 'vitest';
import { FALLEN_ANGLE, FLASH_SECONDS, FLOAT_RISE, FLOAT_SECONDS, flashLevel, floatOpacity, floatRise, leanToward } from './fightMotion';

describe('fight motion', () => {
  it('flashes at full strength on the hit and is gone after the flash time', () => {
    expect(flashLevel(0)).toBe(1);
    expect(flashLevel(FLASH_SECONDS / 2)).toBeGreaterThan(0);
    expect(flashLevel(FLASH_SECONDS / 2)).toBeLessThan(1);
    expect(flashLevel(FLASH_SECONDS)).toBe(0);
    expect(flashLevel(-1)).toBe(0);
  });

  it('floats a number up and fades it out, then hides it', () => {
    expect(floatRise(0)).toBe(0);
    expect(floatRise(FLOAT_SECONDS)).toBeCloseTo(FLOAT_RISE);
    expect(floatRise(FLOAT_SECONDS / 2)).toBeGreaterThan(FLOAT_RISE / 2);
    expect(floatOpacity(0.1)).toBe(1);
    expect(floatOpacity(FLOAT_SECONDS * 0.9)).toBeLessThan(0.5);
    expect(floatOpacity(FLOAT_SECONDS)).toBe(0);
  });

  it('lays a fallen fighter down and stands a recovered one up, whatever the frame rate', () => {
    let fast = 0;
    for (let i = 0; i < 120; i++) fast = leanToward(fast, true, 1 / 120);
    const slow = leanToward(leanToward(0, true, 0.5), true, 0.5);
    expect(fast).toBeCloseTo(slow, 5);
    expect(leanToward(FALLEN_ANGLE, true, 10)).toBeCloseTo(FALLEN_ANGLE);
    expect(leanToward(FALLEN_ANGLE, false, 10)).toBeCloseTo(0);
  });
});
