import { describe, expect, it } from 'vitest';
import { route } from './route';
import { z } from 'zod';
import { callsAllowedBy } from './tokenAbilityRoutes';
import { TOKEN_ABILITIES } from './tokenAbilities';

describe('callsAllowedBy', () => {
  it('lists the game calls each token permission allows, from the abilities the entries name', () => {
    expect(callsAllowedBy('trade')).toEqual(expect.arrayContaining(['POST /api/market/buy', 'POST /api/trading-contracts/accept']));
    expect(callsAllowedBy('travel')).toEqual(expect.arrayContaining(['POST /api/travel/initiate', 'POST /api/ship/refuel']));
    expect(callsAllowedBy('read')).toEqual(expect.arrayContaining(['GET /api/market/data', 'POST /api/market/compare']));
    expect(callsAllowedBy('manage')).toContain('POST /api/characters');
    const all = TOKEN_ABILITIES.flatMap((ability) => callsAllowedBy(ability));
    expect(new Set(all).size).toBe(all.length);
    expect(all.some((call) => call.includes(' /user/'))).toBe(false);
  });

  it('follows an entry that names its ability, and leaves out calls no token may make', () => {
    const entries = [
      route({ method: 'POST', path: '/api/x/scan', access: 'character', ability: 'read', response: z.object({}) }),
      route({ method: 'POST', path: '/api/x/act', access: 'character', response: z.object({}) }),
      route({ method: 'GET', path: '/api/x/open', access: 'public', response: z.object({}) }),
      route({ method: 'GET', path: '/user/x', access: 'user', response: z.object({}) }),
    ];
    expect(callsAllowedBy('read', entries)).toEqual(['POST /api/x/scan']);
    expect(callsAllowedBy('manage', entries)).toEqual(['POST /api/x/act']);
  });
});
