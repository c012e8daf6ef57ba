import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Vector3, type Mesh } from 'three';
import '../materials/PlaceSignMaterial';
import type { PlaceSignMaterial } from '../materials/PlaceSignMaterial';
import { SIGN_GLOW_MAX } from '../math/signGlow';
import { createSignTexture } from './signTexture';

/** The hologram's cyan, at the brightest light the baked texture holds. */
const TINT = new Vector3(0.35, 0.9, 1).multiplyScalar(SIGN_GLOW_MAX);

/** A holographic sign with the place's name, hovering over the landing pad and facing the camera. */
export function PlaceSign({ title, subtitle }: { title: string; subtitle: string }) {
  const texture = useMemo(() => createSignTexture(title, subtitle), [title, subtitle]);
  // Passed as a uniform, so react-three-fiber won't dispose it: free it with the sign.
  useEffect(() => () => texture.dispose(), [texture]);
  const mesh = useRef<Mesh>(null);
  const material = useRef<PlaceSignMaterial>(null);

  useFrame((state) => {
    const t = state.clock.elapsedTime;
    if (material.current) {
      material.current.uniforms.uTime.value = t;
      // The flicker dims both the light and its opacity, as additive blending multiplies them.
      const flicker = 0.93 + 0.07 * Math.sin(t * 23) * Math.sin(t * 7.3);
      material.current.uniforms.uColor.value.copy(TINT).multiplyScalar(flicker * flicker);
    }
    if (mesh.current) {
      mesh.current.position.y = 17 + Math.sin(t * 0.8) * 0.4;
      mesh.current.lookAt(state.camera.position);
    }
  });

  return (
    <mesh ref={mesh} name="ground-place-sign" position={[0, 17, 0]}>
      <planeGeometry args={[32, 8]} />
      <placeSignMaterial ref={material} uniforms-uMap-value={texture} />
    </mesh>
  );
}
