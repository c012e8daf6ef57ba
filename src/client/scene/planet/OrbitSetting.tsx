import { useMemo } from 'react';
import { Vector3 } from 'three';
import { useSceneStore } from '../sceneStore';
import { Starfield } from '../galaxy/Starfield';
import { Atmosphere } from './Atmosphere';
import { Planet } from './Planet';

/** When no character is active there is still something to look at. */
const FALLBACK_PLANET = { planet_type: 'terran', seed: 1 };
const STAR_SHELL = { kind: 'shell' as const, radius: 90 };

/**
 * The current planet with its atmosphere against a sky of stars, three draw calls, without a
 * camera: the orbit scene drifts past it, a ship encounter is fought in front of it.
 */
export function OrbitSetting() {
  // Primitives, not the planet object: a refetched galaxy map brings equal planets in new objects,
  // which would re-render the scene (a React commit) for nothing.
  const planetType = useSceneStore((state) => state.location?.planet?.planet_type ?? FALLBACK_PLANET.planet_type);
  const seed = useSceneStore((state) => state.location?.planet?.seed ?? FALLBACK_PLANET.seed);
  const starCount = useSceneStore((state) => state.tuning.starCount);
  // Sunlight from the upper left: a wide lit crescent, a terminator, and a night side with city lights.
  const lightDir = useMemo(() => new Vector3(-0.8, 0.32, 0.22).normalize(), []);
  return (
    <>
      <Starfield name="orbit-starfield" count={starCount} shape={STAR_SHELL} seed="orbit-sky" sizeScale={0.9} />
      <Planet planetType={planetType} seed={seed} lightDir={lightDir} />
      <Atmosphere planetType={planetType} lightDir={lightDir} />
    </>
  );
}
