import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { Mesh, Vector3 } from 'three';
import '../materials/PlanetMaterial';
import type { PlanetMaterial } from '../materials/PlanetMaterial';
import { planetLook, seedOffset } from '../math/planetLook';
import { bakePlanetMaps } from './bakePlanetMaps';

interface PlanetProps {
  planetType: string;
  seed: number;
  lightDir: Vector3;
}

/** The planet: its type picks the palette, its seed the continents, baked once; it turns slowly. */
export function Planet({ planetType, seed, lightDir }: PlanetProps) {
  const gl = useThree((state) => state.gl);
  const mesh = useRef<Mesh>(null);
  const material = useRef<PlanetMaterial>(null);
  const look = useMemo(() => planetLook(planetType), [planetType]);

  // Baked in a layout effect, before the first frame draws, and disposed with the planet.
  useLayoutEffect(() => {
    const m = material.current;
    if (!m) return;
    const maps = bakePlanetMaps(gl, look, seedOffset(seed));
    m.uniforms.uSurface.value = maps.surface;
    return () => {
      m.uniforms.uSurface.value = null;
      maps.dispose();
    };
  }, [gl, look, seed]);

  useLayoutEffect(() => {
    const m = material.current;
    if (!m) return;
    m.uniforms.uAtmosphere.value.fromArray(look.atmosphere);
    m.uniforms.uLightDir.value.copy(lightDir);
    // The night glow is lava on volcanic worlds (showing in the dark, a little by day too) and
    // city lights elsewhere (night side only).
    if (look.emissive > 0) {
      m.uniforms.uGlowColor.value.set(1, 0.42, 0.12);
      m.uniforms.uGlowCurve.value.set(0.6, 0, 0.8);
    } else {
      m.uniforms.uGlowColor.value.set(1.2, 0.864, 0.456);
      m.uniforms.uGlowCurve.value.set(0, 1, 0);
    }
  }, [look, lightDir]);

  useFrame((_, delta) => {
    if (mesh.current) mesh.current.rotation.y += delta * 0.035;
  });

  return (
    <mesh ref={mesh} name="orbit-planet" rotation={[0.18, 0, 0.12]}>
      {/* 48 × 32: the silhouette stays within a pixel of a circle at full screen height; a software renderer pays for every triangle, the back ones too. */}
      <sphereGeometry args={[1, 48, 32]} />
      <planetMaterial ref={material} />
    </mesh>
  );
}
