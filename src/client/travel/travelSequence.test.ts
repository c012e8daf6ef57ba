import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InitiateTravelResponse, Journey, TravelOption } from '../../shared/api';
import { ValidationError } from '../api/apiErrors';
import { queryClient } from '../api/queryClient';
import { useDatapadStore } from '../stores/datapadStore';
import { useCharacterStore } from '../stores/characterStore';
import { resetSceneStore, useSceneStore } from '../scene/sceneStore';
import { initiateTravel } from './travel';
import type { TravelChoice } from './travelChoice';
import { applyTravelStatus, beginJourney, cancelSequence, skipSequence } from './travelSequence';
import { resetTravelStore, useTravelStore } from './travelStore';
import { useToastStore } from '../ui/toastStore';

vi.mock('./travel', () => ({ initiateTravel: vi.fn() }));

function journey(id: number, overrides: Partial<Journey> = {}): Journey {
  return {
    id,
    travel_type: 'interplanetary',
    status: 'in_progress',
    origin: { super_area_id: 1, name: 'Altair', place_name: 'Altair Port' },
    destination: { super_area_id: 2, name: 'Vega', place_id: 9, place_name: 'Vega Port' },
    distance: 12,
    jumps: 1,
    started_at: '2300-01-01T00:00:00.000Z',
    arrives_at: '2300-01-01T00:24:00.000Z',
    total_time: 1440,
    remaining_time: 1440,
    fuel_used: 10,
    credits_charged: 15,
    segments: [],
    ...overrides,
  };
}

// Only what the start reads of an option.
const option = { name: 'Altair – Vega Lane', route: { id: 4 }, destination: { id: 2, name: 'Vega' } } as TravelOption;
const direct: TravelChoice = { kind: 'direct', option };

beforeEach(() => {
  resetTravelStore();
  resetSceneStore();
  useCharacterStore.getState().reset();
  useSceneStore.getState().showScene('orbit');
  useDatapadStore.getState().openApp('travel');
});

afterEach(() => vi.mocked(initiateTravel).mockReset());

describe('the travel sequence', () => {
  it('enters hyperspace as the journey starts, with the datapad closed and the countdown set', async () => {
    const started: InitiateTravelResponse = { success: true, message: 'Travelling to Vega.', destination: 'Vega', travel_time: 1440, journey: journey(7), credits_remaining: 100, fuel_remaining: 50 };
    vi.mocked(initiateTravel).mockResolvedValue(started);
    const done = beginJourney(direct);
    // The enter animation runs while the request is in flight.
    expect(useSceneStore.getState().kind).toBe('hyperspace');
    expect(useDatapadStore.getState().isOpen).toBe(false);
    await done;
    expect(useCharacterStore.getState()).toMatchObject({ isTravelling: true, destination: 'Vega', totalTravelTime: 1440 });
    expect(useCharacterStore.getState().journey?.id).toBe(7);
    expect(useTravelStore.getState()).toMatchObject({ overlay: { kind: 'journey', returnTo: 'orbit' }, starting: false });
  });

  it('cancels the animation and reopens the confirmation with the reason when the start fails', async () => {
    useTravelStore.getState().choose(direct);
    vi.mocked(initiateTravel).mockRejectedValue(new ValidationError({ message: 'Not enough fuel: this journey needs 12.00 units and your tank holds 3.00.', errors: {} }));
    await beginJourney(direct);
    expect(useSceneStore.getState().kind).toBe('orbit');
    expect(useTravelStore.getState()).toMatchObject({ confirmOpen: true, confirmError: 'Not enough fuel: this journey needs 12.00 units and your tank holds 3.00.', overlay: null });
    expect(useDatapadStore.getState()).toMatchObject({ isOpen: true, activeTabId: 'travel' });
    expect(useCharacterStore.getState().isTravelling).toBe(false);
  });

  it('resumes the tunnel after a reload, from the server’s state', () => {
    applyTravelStatus({ status: 'travelling', event: null, destination: 'Vega', travel_time: 600, journey: journey(8, { remaining_time: 600 }) });
    expect(useSceneStore.getState().kind).toBe('hyperspace');
    expect(useTravelStore.getState().overlay?.kind).toBe('journey');
    expect(useCharacterStore.getState()).toMatchObject({ isTravelling: true, destination: 'Vega' });
    // Skip leaves the tunnel for good: later polls don't drag the player back in.
    skipSequence();
    expect(useSceneStore.getState().hyperspace.phase).toBe('exit');
    useSceneStore.getState().finishHyperspace();
    applyTravelStatus({ status: 'travelling', event: null, destination: 'Vega', travel_time: 595, journey: journey(8, { remaining_time: 595 }) });
    expect(useSceneStore.getState().kind).toBe('galaxy');
  });

  it('cancel drops straight back to the scene the jump started from', () => {
    applyTravelStatus({ status: 'travelling', event: null, destination: 'Vega', travel_time: 600, journey: journey(9) });
    cancelSequence();
    expect(useSceneStore.getState().kind).toBe('orbit');
  });

  it('completes on the server’s word: flags cleared, selection cleared, datapad closed, the scene lands in orbit', () => {
    applyTravelStatus({ status: 'travelling', event: null, destination: 'Vega', travel_time: 5, journey: journey(10) });
    useTravelStore.getState().selectDestination(2);
    useDatapadStore.getState().openApp('travel');
    applyTravelStatus({ status: 'completed', event: null, destination: 'Vega', travel_time: 0, journey: journey(10, { status: 'completed' }) });
    expect(useCharacterStore.getState()).toMatchObject({ isTravelling: false, destination: null, travelEndTime: null, journey: null });
    expect(useTravelStore.getState()).toMatchObject({ destinationId: null, overlay: null });
    expect(useDatapadStore.getState().isOpen).toBe(false);
    expect(useSceneStore.getState().hyperspace).toMatchObject({ phase: 'exit', arrival: 'orbit' });
  });

  it('lands a journey the player left for the datapad without taking the datapad away, and says so', () => {
    applyTravelStatus({ status: 'travelling', event: null, destination: 'Vega', travel_time: 5, journey: journey(14) });
    skipSequence();
    useDatapadStore.getState().openApp('inventory');
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    applyTravelStatus({ status: 'completed', event: null, destination: 'Vega', travel_time: 0, journey: journey(14, { status: 'completed' }) });
    // The shop, market and board of the system left behind are read again.
    const roots = invalidated.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(roots).toEqual(expect.arrayContaining(['["inventory"]', '["market"]', '["trading-contracts"]', '["combat"]']));
    invalidated.mockRestore();
    expect(useCharacterStore.getState()).toMatchObject({ isTravelling: false, journey: null });
    expect(useDatapadStore.getState()).toMatchObject({ isOpen: true, activeTabId: 'inventory' });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Arrived at Vega.');
  });

  it('ignores a stale completed status of an earlier journey', () => {
    applyTravelStatus({ status: 'travelling', event: null, destination: 'Vega', travel_time: 500, journey: journey(12) });
    applyTravelStatus({ status: 'completed', event: null, destination: 'Deneb', travel_time: 0, journey: journey(11, { status: 'completed' }) });
    expect(useCharacterStore.getState().journey?.id).toBe(12);
    expect(useCharacterStore.getState().isTravelling).toBe(true);
  });

  it('holds the event while one pauses the journey', () => {
    const event = { kind: 'ion_storm', title: 'Ion Storm', description: 'An ion storm boils across the lane ahead.', options: [{ id: 'wait', label: 'Wait it out', description: '' }] };
    applyTravelStatus({ status: 'event', event, destination: 'Vega', travel_time: 300, journey: journey(13, { status: 'event', remaining_time: 300 }) });
    expect(useCharacterStore.getState().travelEvent).toEqual(event);
  });
});
