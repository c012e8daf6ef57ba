import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { BufferAttribute, BufferGeometry, Sphere, Vector3 } from 'three';
import '../materials/StarPointsMaterial';
import type { StarPointsMaterial } from '../materials/StarPointsMaterial';
import { starfieldBuffers, type StarfieldShape } from '../math/starfieldBuffers';

interface StarfieldProps {
  count: number;
  shape: StarfieldShape;
  seed?: string | number;
  sizeScale?: number;
  name?: string;
}

/** Background stars: every star is one vertex of one Points object, so the sky is one draw call. */
export function Starfield({ count, shape, seed = 'starlane-sky', sizeScale = 1, name = 'starfield' }: StarfieldProps) {
  const material = useRef<StarPointsMaterial>(null);

  const geometry = useMemo(() => {
    const buffers = starfieldBuffers(count, shape, seed);
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(buffers.positions, 3));
    g.setAttribute('aSize', new BufferAttribute(buffers.sizes, 1));
    g.setAttribute('aColor', new BufferAttribute(buffers.colors, 3));
    g.setAttribute('aPhase', new BufferAttribute(buffers.phases, 1));
    // The stars surround the camera; a huge bounding sphere keeps them from being culled.
    g.boundingSphere = new Sphere(new Vector3(), 1e6);
    return g;
    // The shape object is rebuilt by parents each render; its fields are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, seed, JSON.stringify(shape)]);

  useEffect(() => () => geometry.dispose(), [geometry]);

  useFrame((state) => {
    const m = material.current;
    if (!m) return;
    m.uniforms.uTime.value = state.clock.elapsedTime;
    m.uniforms.uPixelRatio.value = state.viewport.dpr;
    m.uniforms.uSizeScale.value = sizeScale;
  });

  return (
    <points name={name} geometry={geometry} frustumCulled={false} renderOrder={-10}>
      <starPointsMaterial ref={material} />
    </points>
  );
}
