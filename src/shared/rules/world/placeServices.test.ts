import { describe, expect, it } from 'vitest';
import { placeServices } from './placeServices';

describe('placeServices', () => {
  it('offers shuttles, the shipyard and fuel at a shuttleport', () => {
    expect(placeServices('shuttleport').map((s) => s.label)).toEqual(['Shuttleport', 'Shipyard', 'Refuelling', 'Item shop']);
  });
  it('offers the outfitter at a shop and the market with its contract board at a market', () => {
    expect(placeServices('shop').map((s) => s.key)).toEqual(['outfitter', 'item_shop']);
    expect(placeServices('market').map((s) => s.key)).toEqual(['market', 'contracts', 'refuel', 'item_shop']);
  });
  it('offers nothing at an unknown kind of place', () => {
    expect(placeServices('lighthouse')).toEqual([]);
  });
});
