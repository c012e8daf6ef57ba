import { describe, expect, it } from 'vitest';
import type { PartyLocations } from '../../shared/api';
import { partyMapMarkers, sameMarkers } from './partyMapMarkers';

const member = (id: number, name: string, system: number, travelling = false) => ({ id, name, super_area_id: system, super_area_name: `System ${system}`, travelling });

describe('partyMapMarkers', () => {
  it('marks nothing without a party or for a party of one', () => {
    expect(partyMapMarkers(undefined, 1)).toEqual([]);
    expect(partyMapMarkers({ party_id: null, members: [] }, 1)).toEqual([]);
    expect(partyMapMarkers({ party_id: 4, members: [member(1, 'Me', 10)] }, 1)).toEqual([]);
  });

  it('groups the other members by their system, leaving the character out, and names those in hyperspace', () => {
    const locations: PartyLocations = {
      party_id: 4,
      members: [member(1, 'Me', 10), member(2, 'Ada', 12), member(3, 'Bo', 10), member(5, 'Cy', 12, true)],
    };
    expect(partyMapMarkers(locations, 1)).toEqual([
      { superAreaId: 12, superAreaName: 'System 12', members: [{ id: 2, name: 'Ada', travelling: false }, { id: 5, name: 'Cy', travelling: true }], label: 'Ada, Cy (in hyperspace)' },
      { superAreaId: 10, superAreaName: 'System 10', members: [{ id: 3, name: 'Bo', travelling: false }], label: 'Bo' },
    ]);
  });

  it('tells a refetch that moved nobody from one that did', () => {
    const before = partyMapMarkers({ party_id: 4, members: [member(2, 'Ada', 12)] }, 1);
    expect(sameMarkers(before, partyMapMarkers({ party_id: 4, members: [member(2, 'Ada', 12)] }, 1))).toBe(true);
    expect(sameMarkers(before, partyMapMarkers({ party_id: 4, members: [member(2, 'Ada', 13)] }, 1))).toBe(false);
    expect(sameMarkers(before, partyMapMarkers({ party_id: 4, members: [member(2, 'Ada', 12, true)] }, 1))).toBe(false);
  });
});
