import { describe, expect, it } from 'vitest';
import {
  BUFF_MINUTES,
  MAX_PAID_MINUTES_PER_WATCH,
  buffExpiry,
  buffOf,
  buffText,
  buffedExperience,
  isSocialPlace,
  payableMinutes,
  watchExperience,
} from './entertainmentRules';

const at = (minutes: number, seconds = 0) => new Date(Date.UTC(2300, 0, 1, 0, minutes, seconds));

describe('entertainment rules', () => {
  it('performances happen in cantinas only', () => {
    expect(isSocialPlace('cantina')).toBe(true);
    expect(isSocialPlace('market')).toBe(false);
    expect(isSocialPlace('shuttleport')).toBe(false);
  });

  it('the buff grows with the performer\'s performance modifier', () => {
    expect(buffOf(0)).toEqual({ experienceBonusPercent: 10, regenerationMultiplier: 2 });
    expect(buffOf(0.2)).toEqual({ experienceBonusPercent: 12, regenerationMultiplier: 2.4 });
    expect(buffOf(0.5)).toEqual({ experienceBonusPercent: 15, regenerationMultiplier: 3 });
    expect(buffOf(-1)).toEqual(buffOf(0));
  });

  it('a buff lasts its minutes after the last refresh', () => {
    expect(buffExpiry(at(0)).getTime() - at(0).getTime()).toBe(BUFF_MINUTES * 60_000);
  });

  it('buffed experience adds the whole percent of the whole amount', () => {
    expect(buffedExperience(100, 10)).toBe(110);
    expect(buffedExperience(9, 10)).toBe(9);
    expect(buffedExperience(10, 10)).toBe(11);
    expect(buffedExperience(55.9, 12)).toBe(61);
    expect(buffedExperience(100, 0)).toBe(100);
  });

  it('pays whole minutes only, up to the watch\'s bound', () => {
    expect(payableMinutes(at(0), at(0, 59), 0)).toBe(0);
    expect(payableMinutes(at(0), at(1), 0)).toBe(1);
    expect(payableMinutes(at(0), at(5, 30), 0)).toBe(5);
    expect(payableMinutes(at(0), at(59), 0)).toBe(MAX_PAID_MINUTES_PER_WATCH);
    expect(payableMinutes(at(0), at(10), MAX_PAID_MINUTES_PER_WATCH - 3)).toBe(3);
    expect(payableMinutes(at(0), at(10), MAX_PAID_MINUTES_PER_WATCH)).toBe(0);
    expect(payableMinutes(at(5), at(0), 0)).toBe(0);
  });

  it('a watched minute earns the performer entertainment and the watcher social experience', () => {
    expect(watchExperience(0)).toEqual({ performer: 0, watcher: 0 });
    expect(watchExperience(2)).toEqual({ performer: 10, watcher: 6 });
  });

  it('tells the buff in a player\'s words', () => {
    expect(buffText(buffOf(0))).toBe('+10% experience, HAM regenerates 2× faster');
  });
});
