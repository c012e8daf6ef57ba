import { useFrame } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BufferAttribute, PlaneGeometry, type Vector3 } from 'three';
import '../materials/TerrainMaterial';
import type { TerrainMaterial } from '../materials/TerrainMaterial';
import type { PlanetLook } from '../math/planetLook';
import { terrainHeightField } from '../math/terrainHeight';

interface TerrainProps {
  look: PlanetLook;
  seed: number;
  fog: readonly [number, number, number];
  sunDir: Vector3;
}

const SIZE = 900;
const SEGMENTS = 180;
/** Radius of the flat landing pad; the settlement stands around it. */
export const PAD_RADIUS = 30;

/** The ground around the place: the planet's palette, hills from its seed, a landing pad at the centre. */
export function Terrain({ look, seed, fog, sunDir }: TerrainProps) {
  const material = useRef<TerrainMaterial>(null);
  const height = look.banded ? 20 : 70;

  // Heights baked once per place: the GPU then draws a static mesh, cheap even without a GPU.
  const geometry = useMemo(() => {
    const g = new PlaneGeometry(SIZE, SIZE, SEGMENTS, SEGMENTS).rotateX(-Math.PI / 2);
    const field = terrainHeightField(seed, { height, padRadius: PAD_RADIUS });
    const position = g.getAttribute('position');
    const heights = new Float32Array(position.count);
    for (let i = 0; i < position.count; i++) {
      const h = field(position.getX(i), position.getZ(i));
      position.setY(i, h);
      heights[i] = h;
    }
    g.setAttribute('aHeight', new BufferAttribute(heights, 1));
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
