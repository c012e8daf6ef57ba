import { describe, expect, it } from 'vitest';
import { partySharedActs } from './partyProgress';

const act = (type: Parameters<typeof partySharedActs>[0][number]['type']) => ({ type, subject: 3, amount: 1 });

describe('party-shared quest acts', () => {
  it('shares fights, trades and deliveries with the party beside the actor', () => {
    expect(partySharedActs([act('defeat')])).toEqual([act('defeat')]);
    expect(partySharedActs([act('sell'), act('trade'), act('sell_profit')])).toHaveLength(3);
    expect(partySharedActs([act('buy'), act('deliver')])).toHaveLength(2);
  });
  it('keeps journeys, refuels, visits, accepted contracts and learning to the captain who acted', () => {
    expect(partySharedActs(['travel', 'visit', 'refuel', 'contract_accept', 'learn', 'profession', 'acknowledge'].map((t) => act(t as never)))).toEqual([]);
  });
});
