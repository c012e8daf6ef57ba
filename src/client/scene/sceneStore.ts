import { create } from 'zustand';
import type { GalaxyMap, GalaxyPlanet } from '../../shared/api';
import { SCENE_DEFAULTS, type SceneTuning } from './sceneConstants';
import type { HyperspacePhase } from './math/hyperspaceTimeline';
import type { QualityTier } from './math/quality';
import { sameMarkers, type PartyMapMarker } from './partyMapMarkers';

/** Which scene the one canvas shows (ARCHITECTURE "Client"). */
export type SceneKind = 'galaxy' | 'hyperspace' | 'orbit' | 'ground' | 'combat';
export const SCENE_KINDS: readonly SceneKind[] = ['galaxy', 'hyperspace', 'orbit', 'ground', 'combat'];

/** Where the active character stands, as the orbit and ground scenes draw it. */
export interface SceneLocation {
  superAreaId: number;
  superAreaName: string;
  planet: GalaxyPlanet | null;
  placeName: string;
  placeType: string;
  locationName: string;
}

/**
 * Whether two locations draw the same: every field equal and the same planet object (the galaxy
 * query's structural sharing keeps it while the map is unchanged).
 */
export function sameSceneLocation(a: SceneLocation | null, b: SceneLocation | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.superAreaId === b.superAreaId &&
    a.superAreaName === b.superAreaName &&
    a.planet === b.planet &&
    a.placeName === b.placeName &&
    a.placeType === b.placeType &&
    a.locationName === b.locationName
  );
}

/** A hyperspace sequence; `timed` ones end by themselves, others cruise until the Travel feature calls exit. */
export interface HyperspaceState {
  phase: HyperspacePhase;
  /** performance.now() when the phase began. */
  phaseStartedAt: number;
  durationMs: number;
  timed: boolean;
  /** The scene shown once the exit has played. */
  arrival: SceneKind;
}

interface SceneData {
  kind: SceneKind;
  galaxy: GalaxyMap | null;
  /** 'debug' while a generated galaxy from the test hook replaces the server's. */
  galaxySource: 'api' | 'debug';
  location: SceneLocation | null;
  selectedSystemId: number | null;
  /** The systems where the character's party-mates stand (the galaxy map's party markers). */
  partyMarkers: PartyMapMarker[];
  /** The star system the tracked mission sends the character to, labelled on the map. */
  missionTargetId: number | null;
  hyperspace: HyperspaceState;
  tier: QualityTier;
  /** A tier fixed by the debug panel or a test, overriding adaptive quality. */
  pinnedTier: QualityTier | null;
  tuning: SceneTuning;
  /** Bumped to ask the galaxy camera to frame all systems. */
  fitRequest: number;
}

interface SceneActions {
  /** Shows `kind`; showing the tunnel this way starts an open-ended jump (enter, then cruise). */
  showScene: (kind: SceneKind) => void;
  setGalaxy: (galaxy: GalaxyMap | null, source?: 'api' | 'debug') => void;
  setLocation: (location: SceneLocation | null) => void;
  selectSystem: (id: number | null) => void;
  setPartyMarkers: (markers: PartyMapMarker[]) => void;
  setMissionTarget: (id: number | null) => void;
  /** Shows the tunnel and starts its enter animation (seed 001 §9: 4000 ms by default). */
  startHyperspace: (options?: { durationMs?: number; timed?: boolean; arrival?: SceneKind; now?: number }) => void;
  setHyperspacePhase: (phase: HyperspacePhase, now?: number) => void;
  /** Leaves the tunnel for the arrival scene. */
  finishHyperspace: () => void;
  setTier: (tier: QualityTier) => void;
  pinTier: (tier: QualityTier | null) => void;
  setTuning: (tuning: Partial<SceneTuning>) => void;
  requestFit: () => void;
}

export type SceneState = SceneData & SceneActions;

const idleHyperspace: HyperspaceState = { phase: 'idle', phaseStartedAt: 0, durationMs: SCENE_DEFAULTS.tunnelDurationMs, timed: true, arrival: 'orbit' };

function initialData(): SceneData {
  return {
    kind: 'galaxy',
    galaxy: null,
    galaxySource: 'api',
    location: null,
    selectedSystemId: null,
    partyMarkers: [],
    missionTargetId: null,
    hyperspace: { ...idleHyperspace },
    tier: 'high',
    pinnedTier: null,
    tuning: { ...SCENE_DEFAULTS },
    fitRequest: 0,
  };
}

/**
 * The bridge between API state and the 3D scene. React subscribes only to discrete values
 * (kind, selection, tier, tuning); the frame loop reads the rest with `getState()`. Per-frame and
 * per-pointer values (pan, zoom, hover) live outside it, in scene/galaxy's transient objects.
 */
export const useSceneStore = create<SceneState>()((set, get) => ({
  ...initialData(),

  // The tunnel shown on its own (debug, tests) enters and cruises until told to exit.
  showScene: (kind) =>
    kind === 'hyperspace' ? get().startHyperspace({ timed: false }) : set({ kind, hyperspace: { ...get().hyperspace, phase: 'idle' } }),

  setGalaxy: (galaxy, source = 'api') => {
    // A generated test galaxy stays until the hook replaces it; server refreshes don't undo it.
    if (source === 'api' && get().galaxySource === 'debug') return;
    const selected = get().selectedSystemId;
    const stillThere = selected !== null && galaxy?.superAreas.some((area) => area.id === selected);
    set({ galaxy, galaxySource: source, selectedSystemId: stillThere ? selected : null });
  },

  // A character refetch that doesn't move the character (credits, cargo, skills...) must not
  // re-render the orbit or ground scene: the stored location is kept while it draws the same.
  setLocation: (location) => {
    if (!sameSceneLocation(get().location, location)) set({ location });
  },
  selectSystem: (id) => set({ selectedSystemId: id }),
  // A party refetch that moved nobody keeps the same list, so the map doesn't redraw.
  setPartyMarkers: (partyMarkers) => {
    if (!sameMarkers(get().partyMarkers, partyMarkers)) set({ partyMarkers });
  },
  // Every character refetch passes through here: an unchanged target notifies no one.
  setMissionTarget: (missionTargetId) => {
    if (get().missionTargetId !== missionTargetId) set({ missionTargetId });
  },

  startHyperspace: ({ durationMs, timed = true, arrival = 'orbit', now = performance.now() } = {}) =>
    set({
      kind: 'hyperspace',
      hyperspace: { phase: 'enter', phaseStartedAt: now, durationMs: durationMs ?? get().tuning.tunnelDurationMs, timed, arrival },
    }),

  setHyperspacePhase: (phase, now = performance.now()) => set({ hyperspace: { ...get().hyperspace, phase, phaseStartedAt: now } }),

  finishHyperspace: () => {
    const { hyperspace } = get();
    set({ kind: hyperspace.arrival, hyperspace: { ...hyperspace, phase: 'idle' } });
  },

  setTier: (tier) => set({ tier }),
  pinTier: (pinnedTier) => set(pinnedTier ? { pinnedTier, tier: pinnedTier } : { pinnedTier }),
  setTuning: (tuning) => set({ tuning: { ...get().tuning, ...tuning } }),
  requestFit: () => set({ fitRequest: get().fitRequest + 1 }),
}));

/** The tier in force: a pinned one wins over adaptive quality. */
export function effectiveTier(state: Pick<SceneState, 'tier' | 'pinnedTier'>): QualityTier {
  return state.pinnedTier ?? state.tier;
}

/** Back to a fresh store (tests, logout). */
export function resetSceneStore(): void {
  useSceneStore.setState(initialData());
}
