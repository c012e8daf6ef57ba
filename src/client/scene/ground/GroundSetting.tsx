import { useMemo, type ReactNode } from 'react';
import { Vector3 } from 'three';
import { useSceneStore } from '../sceneStore';
import type { Point } from '../math/occlusion';
import { planetLook, type PlanetLook } from '../math/planetLook';
import { GroundSky } from './GroundSky';
import { flatGroundColor, mixRgb } from './landscape';
import { PadGrid } from './PadGrid';
import { PlaceSign } from './PlaceSign';
import { settlementTowers } from './settlement';
import { Structures } from './Structures';
import { Terrain } from './Terrain';

/** The neighbouring world in the sky: a pale, banded gas giant. */
const GAS_GIANT = [0.78, 0.66, 0.55] as const;
/** The settlement's towers around the pad. */
const TOWERS = 42;

/** The land as the planet colours it, for what stands on it. */
export interface LandLook {
  look: PlanetLook;
  seed: number;
  /** The haze at the horizon. */
  horizon: readonly [number, number, number];
}

interface GroundSettingProps {
  stations: readonly Point[];
  sign?: boolean;
  /** False: out in the land, away from the settlement (no pad, no towers). */
  settlement?: boolean;
  /** What stands on the land besides (a fight's props), drawn in its colours. */
  children?: (land: LandLook) => ReactNode;
}

/**
 * The place itself, without a camera: terrain and sky in the planet's colours, the landing pad,
 * the settlement and (unless `sign` is false) the place's sign; or, with `settlement` false, the
 * land around it alone. The ground scene circles it; a fight stands on its pad or out in the land.
 * What none of the view's camera `stations` (`cameraStations.ts`) sees is left out of the land
 * and the settlement.
 */
export function GroundSetting({ stations, sign = true, settlement = true, children }: GroundSettingProps) {
  const location = useSceneStore((state) => state.location);
  const planetType = location?.planet?.planet_type ?? 'terran';
  const seed = location?.planet?.seed ?? 1;
  const title = location?.placeName ?? 'Unknown landing site';
  const subtitle = location ? `${location.locationName} · ${location.planet?.name ?? location.superAreaName}` : 'Starlane';

  const look = useMemo(() => planetLook(planetType), [planetType]);
  const towers = useMemo(() => (settlement ? settlementTowers(`${seed}:${title}`, TOWERS) : []), [seed, title, settlement]);
  const sunDir = useMemo(() => new Vector3(-0.62, 0.12, -0.78).normalize(), []);
  const moonDir = useMemo(() => new Vector3(0.1, 0.36, -0.93).normalize(), []);
  // The horizon takes the atmosphere's tint; the fog matches it so the land fades into the sky.
  // Dusk: a dark sky with a tinted glow low down, so the settlement's lights carry the scene.
  const horizon = useMemo(() => mixRgb([0.05, 0.07, 0.12], look.atmosphere, 0.3), [look]);
  const ground = useMemo(() => flatGroundColor(look, sunDir), [look, sunDir]);
  const zenith = useMemo(() => mixRgb([0.004, 0.008, 0.025], look.atmosphere, 0.04), [look]);

  return (
    <>
      <GroundSky horizon={horizon} zenith={zenith} ground={ground} sunDir={sunDir} />
      <Terrain look={look} seed={seed} horizon={horizon} sunDir={sunDir} moonDir={moonDir} moonColor={GAS_GIANT} stations={stations} towers={towers} landingPad={settlement} />
      {settlement && <PadGrid />}
      {settlement && <Structures towers={towers} stations={stations} sunDir={sunDir} />}
      {sign && <PlaceSign title={title} subtitle={subtitle} />}
      {children?.({ look, seed, horizon })}
    </>
  );
}
