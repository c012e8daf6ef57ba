import { describe, expect, it } from 'vitest';
import { cappedSocialExperience, depositSocialExperience, gameDay, SOCIAL_ACTS, SOCIAL_DAILY_CAP, socialActExperience } from './socialExperience';

describe('social experience', () => {
  it('prices each act, a deposit by its credits between 5 and 40', () => {
    expect(socialActExperience('party_joined')).toBe(SOCIAL_ACTS.party_joined);
    expect(socialActExperience('invite_accepted')).toBe(SOCIAL_ACTS.invite_accepted);
    expect(depositSocialExperience(0)).toBe(0);
    expect(depositSocialExperience(1)).toBe(5);
    expect(depositSocialExperience(1_250)).toBe(12);
    expect(depositSocialExperience(1_000_000)).toBe(40);
    expect(socialActExperience('guild_deposit', 2_000)).toBe(20);
  });

  it('grants what fits under the day’s cap: all below it, the rest at its edge, nothing past it', () => {
    expect(cappedSocialExperience(20, 0)).toBe(20);
    expect(cappedSocialExperience(20, SOCIAL_DAILY_CAP - 20)).toBe(20);
    expect(cappedSocialExperience(20, SOCIAL_DAILY_CAP - 5)).toBe(5);
    expect(cappedSocialExperience(20, SOCIAL_DAILY_CAP)).toBe(0);
    expect(cappedSocialExperience(20, SOCIAL_DAILY_CAP + 30)).toBe(0);
  });

  it('counts the game day by the UTC date of the clock', () => {
    expect(gameDay(new Date('2026-11-28T23:59:59Z'))).toBe('2026-11-28');
    expect(gameDay(new Date('2026-11-29T00:00:00Z'))).toBe('2026-11-29');
  });
});
