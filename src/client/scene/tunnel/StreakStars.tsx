import { PlaneGeometry } from 'three';
import { createRandom } from '../../../shared/rules/seededRandom';
import '../materials/StreakMaterial';
import type { StreakMaterial } from '../materials/StreakMaterial';
import { TUNNEL_LENGTH, type TunnelMotion } from './tunnelMotion';
import { useTunnelLayer, type LayerCopies } from './useTunnelLayer';

/** One star: a unit quad from x -0.5..0.5, y 0..1 that the shader stretches along the flight path; each with its angle, radius, depth and phase. */
function streakCopies(count: number): LayerCopies {
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
  return { base: quad, options: { attributes: { aStar: { itemSize: 4, array: stars } } } };
}

/** The tunnel's streak stars (seed 001 §9: 150): one quad each, merged, one draw call. */
export function StreakStars({ count, motion }: { count: number; motion: TunnelMotion }) {
  const { geometry, material } = useTunnelLayer<StreakMaterial>(streakCopies, count, (m) => {
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
