import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { BufferAttribute, RingGeometry } from 'three';
import '../materials/RingMaterial';
import type { RingMaterial } from '../materials/RingMaterial';
import { mergeInstances } from '../mergeInstances';
import { TUNNEL_LENGTH, type TunnelMotion } from './tunnelMotion';

const SEGMENTS = 96;

/** The gate rings (seed 001 §9: 8): one annulus copied per ring (merged, see `mergeInstances`), spaced along the tunnel by the shader. */
export function TunnelRings({ count, motion }: { count: number; motion: TunnelMotion }) {
  const material = useRef<RingMaterial>(null);

  const geometry = useMemo(() => {
    const ring = new RingGeometry(7.3, 7.5, SEGMENTS, 1);
    ring.deleteAttribute('normal');
    // Each row of the ring runs 0..2π with its seam vertex doubled, so the angle interpolates cleanly.
    const angles = new Float32Array(ring.getAttribute('position').count);
    for (let v = 0; v < angles.length; v++) angles[v] = ((v % (SEGMENTS + 1)) / SEGMENTS) * Math.PI * 2;
    ring.setAttribute('aAngle', new BufferAttribute(angles, 1));
    const g = mergeInstances(ring, count);
    ring.dispose();
    return g;
  }, [count]);

  useEffect(() => () => geometry.dispose(), [geometry]);

  useFrame(() => {
    const m = material.current;
    if (!m) return;
    m.uniforms.uTravel.value = motion.travel;
    m.uniforms.uGlow.value = motion.sample.glow;
    m.uniforms.uTime.value = motion.time;
    m.uniforms.uCount.value = count;
  });

  return (
    <mesh name="tunnel-rings" geometry={geometry} frustumCulled={false}>
      <ringMaterial ref={material} uniforms-uLength-value={TUNNEL_LENGTH} />
    </mesh>
  );
}
