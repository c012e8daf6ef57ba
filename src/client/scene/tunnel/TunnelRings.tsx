import { BufferAttribute, RingGeometry } from 'three';
import '../materials/RingMaterial';
import type { RingMaterial } from '../materials/RingMaterial';
import { TUNNEL_LENGTH, type TunnelMotion } from './tunnelMotion';
import { useTunnelLayer, type LayerCopies } from './useTunnelLayer';

const SEGMENTS = 96;

/** One gate ring: an annulus whose vertices carry their angle round it. */
function ringCopies(): LayerCopies {
  const ring = new RingGeometry(7.3, 7.5, SEGMENTS, 1);
  ring.deleteAttribute('normal');
  // Each row of the ring runs 0..2π with its seam vertex doubled, so the angle interpolates cleanly.
  const angles = new Float32Array(ring.getAttribute('position').count);
  for (let v = 0; v < angles.length; v++) angles[v] = ((v % (SEGMENTS + 1)) / SEGMENTS) * Math.PI * 2;
  ring.setAttribute('aAngle', new BufferAttribute(angles, 1));
  return { base: ring };
}

/** The gate rings (seed 001 §9: 8): one annulus copied per ring, merged, spaced along the tunnel by the shader. */
export function TunnelRings({ count, motion }: { count: number; motion: TunnelMotion }) {
  const { geometry, material } = useTunnelLayer<RingMaterial>(ringCopies, count, (m) => {
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
