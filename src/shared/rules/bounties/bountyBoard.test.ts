import { describe, expect, it } from 'vitest';
import { BOUNTIES_PER_DAY, bountyDay, bountyOffers, postedOffer } from './bountyBoard';

describe('bounty board', () => {
  it('posts the same named targets all day, new ones the next day', () => {
    const day = bountyDay(new Date('2026-11-28T23:59:59Z'));
    expect(bountyDay(new Date('2026-11-28T00:00:00Z'))).toBe(day);
    expect(bountyOffers(day)).toEqual(bountyOffers(day));
    expect(bountyOffers(day)).toHaveLength(BOUNTIES_PER_DAY);
    expect(bountyOffers(day + 1).map((o) => o.key)).not.toEqual(bountyOffers(day).map((o) => o.key));
  });

  it('starts with small fry on a short trail and ends with dangerous targets further away', () => {
    const offers = bountyOffers(20_000);
    expect(offers[0]).toMatchObject({ key: '20000-0', clues: 2 });
    expect(offers[0]?.level).toBeLessThanOrEqual(2);
    expect(offers.at(-1)?.clues).toBe(3);
    expect(offers.at(-1)?.level).toBeGreaterThan(offers[0]?.level ?? 0);
    for (const offer of offers) expect(offer.targetName).toMatch(/^\S+ \S+$/);
  });

  it('finds an offer only on its own day', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const [first] = bountyOffers(bountyDay(now));
    expect(postedOffer(first?.key ?? '', now)).toEqual(first);
    expect(postedOffer(first?.key ?? '', new Date('2026-11-30T12:00:00Z'))).toBeUndefined();
    expect(postedOffer('nonsense', now)).toBeUndefined();
  });
});
