import { afterEach, describe, expect, it } from 'vitest';
import type { GalaxyMap } from '../../shared/api';
import { effectiveTier, resetSceneStore, useSceneStore } from './sceneStore';

const area = (id: number) => ({
  id,
  name: `S${id}`,
  display_name: `S${id} System`,
  x: id,
  y: id,
  commodities: [],
  danger_level: 3,
  fuel_cost: 1,
  description: '',
  is_starting: false,
  planets: [],
});
const galaxy = (...ids: number[]): GalaxyMap => ({ superAreas: ids.map(area), routes: [] });

afterEach(resetSceneStore);

describe('scene store', () => {
  it('starts on the galaxy map with the spec tunables (seed 001 §9)', () => {
    const state = useSceneStore.getState();
    expect(state.kind).toBe('galaxy');
    expect(state.tuning).toMatchObject({ spreadFactor: 5, starCount: 1000, panSpeed: 2, zoomSensitivity: 0.1, fitScale: 0.9, tunnelDurationMs: 4000, tunnelStars: 150, tunnelRings: 8 });
  });

  it('runs a timed hyperspace jump of the default 4000 ms and lands in orbit', () => {
    const store = useSceneStore.getState();
    store.startHyperspace({ now: 1000 });
    expect(useSceneStore.getState()).toMatchObject({ kind: 'hyperspace', hyperspace: { phase: 'enter', phaseStartedAt: 1000, durationMs: 4000, timed: true, arrival: 'orbit' } });
    store.setHyperspacePhase('exit', 4000);
    expect(useSceneStore.getState().hyperspace).toMatchObject({ phase: 'exit', phaseStartedAt: 4000 });
    store.finishHyperspace();
    expect(useSceneStore.getState()).toMatchObject({ kind: 'orbit', hyperspace: { phase: 'idle' } });
  });

  it('shows the tunnel on its own as an open-ended cruise, and leaves it idle on another scene', () => {
    useSceneStore.getState().showScene('hyperspace');
    expect(useSceneStore.getState().hyperspace).toMatchObject({ phase: 'enter', timed: false });
    useSceneStore.getState().showScene('ground');
    expect(useSceneStore.getState()).toMatchObject({ kind: 'ground', hyperspace: { phase: 'idle' } });
  });

  it('keeps a selection only while the system still exists', () => {
    const store = useSceneStore.getState();
    store.setGalaxy(galaxy(1, 2));
    store.selectSystem(2);
    store.setGalaxy(galaxy(2, 3));
    expect(useSceneStore.getState().selectedSystemId).toBe(2);
    store.setGalaxy(galaxy(3));
    expect(useSceneStore.getState().selectedSystemId).toBeNull();
  });

  it('keeps a generated debug galaxy when the server galaxy arrives later', () => {
    const store = useSceneStore.getState();
    store.setGalaxy(galaxy(1, 2, 3), 'debug');
    store.setGalaxy(galaxy(9));
    expect(useSceneStore.getState().galaxy?.superAreas).toHaveLength(3);
  });

  it('keeps the stored location while a new one draws the same, so the scene does not re-render', () => {
    const here = { superAreaId: 1, superAreaName: 'S1', planet: null, placeName: 'Port', placeType: 'shuttleport', locationName: 'Docks' };
    useSceneStore.getState().setLocation(here);
    useSceneStore.getState().setLocation({ ...here });
    expect(useSceneStore.getState().location).toBe(here);
    useSceneStore.getState().setLocation({ ...here, placeName: 'Market' });
    expect(useSceneStore.getState().location?.placeName).toBe('Market');
    useSceneStore.getState().setLocation(null);
    expect(useSceneStore.getState().location).toBeNull();
  });

  it('lets a pinned tier win over adaptive quality', () => {
    const store = useSceneStore.getState();
    store.setTier('medium');
    store.pinTier('low');
    store.setTier('high');
    expect(effectiveTier(useSceneStore.getState())).toBe('low');
    store.pinTier(null);
    expect(effectiveTier(useSceneStore.getState())).toBe('high');
  });

  it('merges tuning changes from the debug panel', () => {
    useSceneStore.getState().setTuning({ panSpeed: 4 });
    expect(useSceneStore.getState().tuning).toMatchObject({ panSpeed: 4, zoomSensitivity: 0.1 });
  });
});
