import { describe, expect, it } from 'vitest';
import { formatQuestTime } from './questTime';

describe('quest time remaining (seed 001 §9: days, hours, minutes from seconds)', () => {
  it('shows days, hours and minutes, leaving out zero parts', () => {
    expect(formatQuestTime(2 * 86_400 + 3 * 3600 + 15 * 60)).toBe('2d 3h 15m');
    expect(formatQuestTime(86_400)).toBe('1d');
    expect(formatQuestTime(3600 + 59)).toBe('1h');
    expect(formatQuestTime(45 * 60)).toBe('45m');
  });
  it('reads under a minute and none left plainly', () => {
    expect(formatQuestTime(30)).toBe('<1m');
    expect(formatQuestTime(0)).toBe('0m');
    expect(formatQuestTime(-5)).toBe('0m');
  });
});
