import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Journey } from '../../shared/api';
import { useDatapadStore } from '../stores/datapadStore';
import { useCharacterStore } from '../stores/characterStore';
import { resetSceneStore, useSceneStore } from '../scene/sceneStore';
import { JourneyChip } from './JourneyChip';
import { resetTravelStore, useTravelStore } from './travelStore';

function journey(travelType: Journey['travel_type']): Journey {
  return {
    id: 21,
    travel_type: travelType,
    status: 'in_progress',
    origin: { super_area_id: 1, name: 'Altair', place_name: 'Altair Port' },
    destination: { super_area_id: 2, name: travelType === 'shuttle' ? 'Vega Docks' : 'Vega', place_id: 9, place_name: 'Vega Docks' },
    distance: 20,
    jumps: 1,
    started_at: '2300-01-01T00:00:00.000Z',
    arrives_at: '2300-01-01T00:01:00.000Z',
    total_time: 60,
    remaining_time: 45,
    fuel_used: 10,
    credits_charged: 15,
    segments: [],
  };
}

beforeEach(() => {
  resetTravelStore();
  resetSceneStore();
  useSceneStore.getState().showScene('galaxy');
});

describe('the journey chip', () => {
  it('shows nothing when no journey is under way', () => {
    const { container } = render(<JourneyChip />);
    expect(container.innerHTML).toBe('');
  });

  it('shows where to and the real time left, and reopens the hyperspace view from the datapad', async () => {
    useCharacterStore.getState().followJourney(journey('interplanetary'), null, 45);
    useDatapadStore.getState().openApp('inventory');
    render(<JourneyChip />);
    const chip = screen.getByRole('button', { name: 'Vega 45s · Watch from hyperspace' });
    await userEvent.click(chip);
    expect(useDatapadStore.getState().isOpen).toBe(false);
    expect(useSceneStore.getState().kind).toBe('hyperspace');
    expect(useTravelStore.getState().overlay).toMatchObject({ kind: 'journey', returnTo: 'galaxy' });
    // Watching already: the chip has nothing to reopen.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Vega 45s' }).disabled).toBe(true);
  });

  it('opens the Travel Planner for a shuttle ride, which has no tunnel', async () => {
    useCharacterStore.getState().followJourney(journey('shuttle'), null, 8);
    render(<JourneyChip />);
    await userEvent.click(screen.getByRole('button', { name: 'Vega Docks 8s · Open in the Travel Planner' }));
    expect(useDatapadStore.getState()).toMatchObject({ isOpen: true, activeTabId: 'travel' });
    expect(useSceneStore.getState().kind).toBe('galaxy');
  });
});
