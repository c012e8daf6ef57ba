import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GalaxyMap, TravelDestination } from '../../../shared/api';
import { useSceneStore } from '../../scene/sceneStore';
import { useTravelStore } from '../../travel/travelStore';
import { GalaxyMapTab } from './GalaxyMapTab';

const area = (id: number, name: string, x: number) => ({
  id,
  name,
  display_name: `${name} System`,
  x,
  y: 20,
  commodities: [],
  danger_level: 2,
  fuel_cost: 1,
  description: '',
  is_starting: false,
  planets: [],
});
const systems = [area(1, 'Morloon', 10), area(2, 'Corzea', 30), area(3, 'Fendua', 50)];
const galaxy: GalaxyMap = {
  superAreas: systems,
  routes: [
    { id: 1, from_area_id: 1, to_area_id: 2, length: 10, nodes: [] },
    { id: 2, from_area_id: 2, to_area_id: 3, length: 10, nodes: [] },
  ],
};
const destinations: TravelDestination[] = systems.map((s, i) => ({ ...s, distance: i * 10, jumps: i, direct: i === 1, is_current: i === 0 }));

describe('GalaxyMapTab', () => {
  it('draws the neighbourhood with the route to the destination and its jumps', () => {
    act(() => useSceneStore.getState().setGalaxy(galaxy));
    act(() => useTravelStore.getState().selectDestination(3));
    render(<GalaxyMapTab destinations={destinations} />);
    expect(screen.getByRole('img', { name: 'The systems around you and the route to Fendua System' }).querySelectorAll('line[data-route]')).toHaveLength(2);
    expect(screen.getByText('Morloon → Corzea → Fendua · 2 jumps').tagName).toBe('P');
  });

  it('plans a route to a system clicked on the map', () => {
    act(() => useSceneStore.getState().setGalaxy(galaxy));
    render(<GalaxyMapTab destinations={destinations} />);
    fireEvent.click(screen.getByText('Corzea'));
    expect(useTravelStore.getState()).toMatchObject({ destinationId: 2, tab: 'intergalactic' });
  });
});
