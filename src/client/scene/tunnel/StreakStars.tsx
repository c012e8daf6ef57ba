import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { PlaneGeometry } from 'three';
import { createRandom } from '../../../shared/rules/seededRandom';
import '../materials/StreakMaterial';
import type { StreakMaterial } from '../materials/StreakMaterial';
import { mergeInstances } from '../mergeInstances';
import { TUNNEL_LENGTH, type TunnelMotion } from './tunnelMotion';

/** The tunnel's streak stars (seed 001 §9: 150): one quad each, merged (see `mergeInstances`), one draw call. */
export function StreakStars({ count, motion }: { count: number; motion: TunnelMotion }) {
  const material = useRef<StreakMaterial>(null);

  const geometry = useMemo(() => {
    // A unit quad from x -0.5..0.5, y 0..1: the shader stretches it along the flight path.
    const quad = new PlaneGeometry(1, 1).translate(0, 0.5, 0);
    quad.deleteAttribute('normal');
    quad.deleteAttribute('uv');
    const random = createRandom('hyperspace-streaks');
    const stars = new Float32Array(count * 4);
    for (let i = 0; i < count; i++) {
      stars[i * 4] = random.next() * Math.PI * 2;
      stars[i * 4 + 1] = 2.6 + random.next() * 4.6;
      stars[i * 4 + 2] = random.next();
      stars[i * 4 + 3] = random.next();
    }
    const g = mergeInstances(quad, count, { attributes: { aStar: { itemSize: 4, array: stars } } });
    quad.dispose();
    return g;
  }, [count]);

  useEffect(() => () => geometry.dispose(), [geometry]);

  useFrame(() => {
    const m = material.current;
    if (!m) return;
    m.uniforms.uTravel.value = motion.travel;
    m.uniforms.uStretch.value = motion.sample.stretch;
    m.uniforms.uIntensity.value = 0.35 + 0.65 * motion.sample.glow;
  });

  return (
    <mesh name="tunnel-streaks" geometry={geometry} frustumCulled={false}>
      <streakMaterial ref={material} uniforms-uLength-value={TUNNEL_LENGTH} />
    </mesh>
  );
}
