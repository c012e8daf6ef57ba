import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GalaxyMap } from '../../shared/api';
import { partyMapMarkers } from '../scene/partyMapMarkers';
import { resetSceneStore, useSceneStore } from '../scene/sceneStore';
import { StillBackdrop } from './StillBackdrop';

const area = (id: number, name: string, x: number, y: number) => ({ id, name, display_name: name, x, y, danger_level: 2 });
const galaxy = { superAreas: [area(1, 'Sol', 10, 10), area(2, 'Vega', 50, 40), area(3, 'Rigel', 80, 70)], routes: [] } as unknown as GalaxyMap;

afterEach(resetSceneStore);

describe('StillBackdrop party markers', () => {
  it('marks the systems of the party-mates, named on hover, and not the character itself', () => {
    useSceneStore.getState().setGalaxy(galaxy);
    const locations = {
      party_id: 1,
      members: [
        { id: 10, name: 'Me', super_area_id: 1, super_area_name: 'Sol', travelling: false },
        { id: 11, name: 'Ada', super_area_id: 2, super_area_name: 'Vega', travelling: false },
        { id: 12, name: 'Bo', super_area_id: 2, super_area_name: 'Vega', travelling: true },
      ],
    };
    useSceneStore.getState().setPartyMarkers(partyMapMarkers(locations, 10));
    const { container } = render(<StillBackdrop />);
    const markers = container.querySelectorAll('[data-party-marker]');
    expect([...markers].map((marker) => marker.getAttribute('data-party-marker'))).toEqual(['2']);
    expect(markers[0]!.querySelector('title')!.textContent).toBe('Party: Ada, Bo (in hyperspace)');
  });
});
