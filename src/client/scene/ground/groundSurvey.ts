import { create } from 'zustand';
import type { ResourceDeposit } from '../../../shared/api';
import type { SceneLocation } from '../sceneStore';

/** A deposit as the ground scene marks it. */
export interface SurveyMarker {
  key: string;
  kind: ResourceDeposit['kind'];
  harvested: boolean;
}

/** The place a survey was taken at, as the scene location names it. */
export const placeKeyOf = (location: SceneLocation | null): string | null =>
  location ? `${location.superAreaId}|${location.locationName}|${location.placeName}` : null;

interface GroundSurveyState {
  /** Where the survey was taken: its markers show on that place's ground only. */
  placeKey: string | null;
  markers: readonly SurveyMarker[];
  /** The last harvest (its deposit and a count that grows with each), for the harvest effect. */
  harvest: { key: string; serial: number } | null;
  /** The Crafting app surveyed `deposits` at `location`; an unchanged survey notifies no one. */
  setSurvey: (location: SceneLocation | null, deposits: readonly Pick<ResourceDeposit, 'key' | 'kind' | 'harvested'>[]) => void;
  /** The player harvested `key`: the marker plays its harvest effect. */
  harvested: (key: string) => void;
}

const sameMarkers = (a: readonly SurveyMarker[], b: readonly SurveyMarker[]) =>
  a.length === b.length && a.every((m, i) => m.key === b[i]!.key && m.kind === b[i]!.kind && m.harvested === b[i]!.harvested);

/**
 * The survey the ground scene marks: filled by the Crafting app when it surveys (and after each
 * harvest), read by `DepositMarkers`. Kept outside the scene store: it changes only on a survey.
 */
export const useGroundSurvey = create<GroundSurveyState>()((set, get) => ({
  placeKey: null,
  markers: [],
  harvest: null,
  setSurvey: (location, deposits) => {
    const placeKey = placeKeyOf(location);
    const markers = deposits.map(({ key, kind, harvested }) => ({ key, kind, harvested }));
    if (placeKey !== get().placeKey || !sameMarkers(markers, get().markers)) set({ placeKey, markers });
  },
  harvested: (key) => set({ harvest: { key, serial: (get().harvest?.serial ?? 0) + 1 } }),
}));
