import { describe, expect, it } from 'vitest';
import { allRouteEntries } from './routeTable';
import { requiredAbility, TOKEN_ABILITIES } from './tokenAbilities';

describe('requiredAbility', () => {
  const byPath = (method: string, path: string) => allRouteEntries().find((entry) => entry.method === method && entry.path === path)!;

  it('asks reads for read, trades for trade, journeys for travel and the rest for manage', () => {
    expect(requiredAbility(byPath('GET', '/api/market/data'))).toBe('read');
    expect(requiredAbility(byPath('POST', '/api/market/compare'))).toBe('read');
    expect(requiredAbility(byPath('POST', '/api/market/buy'))).toBe('trade');
    expect(requiredAbility(byPath('POST', '/api/trading-contracts/accept'))).toBe('trade');
    expect(requiredAbility(byPath('POST', '/api/travel/initiate'))).toBe('travel');
    expect(requiredAbility(byPath('POST', '/api/ship/refuel'))).toBe('travel');
    expect(requiredAbility(byPath('POST', '/api/ship-market/purchase'))).toBe('manage');
    expect(requiredAbility(byPath('POST', '/api/characters'))).toBe('manage');
  });

  it('gives every trading and travel route the ability of its limit, and chat manage', () => {
    const byLimit = { trading: 'trade', travel: 'travel', chat: 'manage' } as const;
    for (const entry of allRouteEntries().filter((e) => e.rateLimit)) {
      expect(requiredAbility(entry), entry.path).toBe(byLimit[entry.rateLimit!]);
    }
    expect(TOKEN_ABILITIES).toEqual(['read', 'trade', 'travel', 'manage']);
  });
});
