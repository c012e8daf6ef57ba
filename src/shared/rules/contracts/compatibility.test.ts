import { describe, expect, it } from 'vitest';
import { contractCompatibility, type AcceptanceFacts } from './compatibility';

const ok: AcceptanceFacts = {
  available: true,
  travelling: false,
  pickupSystem: 'Tarsis',
  inPickupSystem: true,
  reputation: 10,
  minReputation: 5,
  ship: { size: 'medium', freeCargo: 100 },
  requiredSize: 'small',
  quantity: 40,
  credits: 5_000,
  collateral: 2_500,
  activeContracts: 0,
};

describe('contractCompatibility', () => {
  it('accepts when every requirement is met', () => {
    expect(contractCompatibility(ok)).toEqual({ can_accept: true, reason: null });
  });

  it.each<[Partial<AcceptanceFacts>, string]>([
    [{ available: false }, 'This contract is no longer available.'],
    [{ travelling: true }, 'You cannot accept contracts while travelling.'],
    [{ activeContracts: 5 }, 'You already have 5 active contracts.'],
    [{ inPickupSystem: false }, 'Travel to Tarsis to pick up this cargo.'],
    [{ reputation: 4 }, 'Requires reputation 5 (you have 4).'],
    [{ ship: null }, 'You need an active ship to carry the cargo.'],
    [{ requiredSize: 'large' }, 'Requires a large ship or larger.'],
    [{ ship: { size: 'medium', freeCargo: 39 } }, 'Not enough cargo space: 40 t needed, 39 t free.'],
    [{ credits: 2_499 }, 'Not enough credits for the collateral of 2,500 cr.'],
  ])('refuses %o with its reason', (change, reason) => {
    expect(contractCompatibility({ ...ok, ...change })).toEqual({ can_accept: false, reason });
  });

  it('accepts at the limits: exactly enough space, credits and reputation, the required size', () => {
    expect(contractCompatibility({ ...ok, reputation: 5, credits: 2_500, ship: { size: 'small', freeCargo: 40 } }).can_accept).toBe(true);
  });
});
