import { useFrame } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BufferAttribute, BufferGeometry, type Vector3 } from 'three';
import '../materials/TerrainMaterial';
import type { TerrainMaterial } from '../materials/TerrainMaterial';
import type { PlanetLook } from '../math/planetLook';
import { radialGrid } from '../math/radialGrid';
import { terrainHeightField } from '../math/terrainHeight';

interface TerrainProps {
  look: PlanetLook;
  seed: number;
  fog: readonly [number, number, number];
  sunDir: Vector3;
}

/** The ground reaches past the fog (the old 900-unit square's corners). */
const RADIUS = 640;
const SEGMENTS = 112;
/** Each ring 10% further out than the last: about 10,000 triangles where a square grid needed 65,000. */
const RING_GROWTH = 1.1;
const INNER_RING = 12;
/** Radius of the flat landing pad; the settlement stands around it. */
export const PAD_RADIUS = 30;

/** The ground around the place: the planet's palette, hills from its seed, a landing pad at the centre. */
export function Terrain({ look, seed, fog, sunDir }: TerrainProps) {
  const material = useRef<TerrainMaterial>(null);
  const height = look.banded ? 20 : 70;

  // Heights baked once per place: the GPU then draws a static mesh, cheap even without a GPU.
  const geometry = useMemo(() => {
    const grid = radialGrid(SEGMENTS, INNER_RING, RADIUS, RING_GROWTH);
    const field = terrainHeightField(seed, { height, padRadius: PAD_RADIUS });
    const heights = new Float32Array(grid.positions.length / 3);
    for (let i = 0; i < heights.length; i++) {
      const h = field(grid.positions[i * 3] as number, grid.positions[i * 3 + 2] as number);
      grid.positions[i * 3 + 1] = h;
      heights[i] = h;
    }
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(grid.positions, 3));
    g.setAttribute('aHeight', new BufferAttribute(heights, 1));
    g.setIndex(new BufferAttribute(grid.indices, 1));
    g.computeVertexNormals();
    return g;
  }, [seed, height]);

  useEffect(() => () => geometry.dispose(), [geometry]);

  useLayoutEffect(() => {
    const u = material.current?.uniforms;
    if (!u) return;
    // Worlds without seas show their shallows as lowland; water worlds keep green-brown land.
    u.uLow.value.fromArray(look.seaLevel > 0.6 ? look.low : look.shallow);
    u.uHigh.value.fromArray(look.high);
    u.uPeak.value.fromArray(look.peak);
    u.uFog.value.fromArray(fog);
    u.uSunDir.value.copy(sunDir);
    u.uHeight.value = height;
    u.uPadRadius.value = PAD_RADIUS;
  }, [look, fog, sunDir, height]);

  useFrame((state) => {
    if (material.current) material.current.uniforms.uTime.value = state.clock.elapsedTime;
  });

  return (
    <mesh name="ground-terrain" geometry={geometry} frustumCulled={false}>
      <terrainMaterial ref={material} />
    </mesh>
  );
}
