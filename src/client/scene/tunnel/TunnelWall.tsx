import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BufferAttribute, BufferGeometry, Color } from 'three';
import '../materials/TunnelWallMaterial';
import type { TunnelWallMaterial } from '../materials/TunnelWallMaterial';
import { tunnelFilaments } from '../math/tunnelFilaments';
import { TUNNEL_LENGTH, type TunnelMotion } from './tunnelMotion';

const RADIUS = 9;
/**
 * The wall starts 5.3 units ahead of the camera, so the filaments run off the screen's edges:
 * they are faded out entirely closer than 6 units (`tunnel-wall.vert.glsl`), and the wide quads
 * nearer still cost a software renderer every pixel while showing nothing. The far end stays at
 * -152 (the tunnel's length behind the old start, 8 units behind the camera).
 */
const NEAR_Z = -5.3;
const WALL_LENGTH = TUNNEL_LENGTH - 13.3;
/** Quads along each filament (6.7 units each): enough for the depth fade, which is worked out per vertex. */
const SEGMENTS = 22;
/** The quads' share of a filament's width: its light is under 4% of the centre's past 0.7 (`tunnel-wall.frag.glsl`). */
const EDGE = 0.7;
/** The wall's deep blue, and the white it flashes on entry and exit. */
const DEEP = new Color(0.008, 0.012, 0.05);
const FLASH = new Color(0.9, 0.95, 1.0);

/**
 * The tunnel's wall: its deep blue (and its flash) is the clear colour, and its light filaments
 * are thin quads in one draw call. A full-screen wall with a texture read a pixel was the
 * tunnel's dearest part on a software renderer; the filaments cover a tenth of the screen.
 */
export function TunnelWall({ motion }: { motion: TunnelMotion }) {
  const gl = useThree((state) => state.gl);
  const material = useRef<TunnelWallMaterial>(null);
  const clear = useMemo(() => new Color(), []);

  const geometry = useMemo(() => {
    const buffers = tunnelFilaments(RADIUS, NEAR_Z, WALL_LENGTH, SEGMENTS, { edge: EDGE });
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(buffers.positions, 3));
    g.setAttribute('aAcross', new BufferAttribute(buffers.across, 1));
    g.setAttribute('aAlong', new BufferAttribute(buffers.along, 1));
    g.setAttribute('aDash', new BufferAttribute(buffers.dash, 3));
    g.setIndex(new BufferAttribute(buffers.indices, 1));
    return g;
  }, []);

  useEffect(() => () => geometry.dispose(), [geometry]);

  // The wall is opaque: clear to its colour while the tunnel shows, and hand the old clear back.
  useLayoutEffect(() => {
    const previous = gl.getClearColor(new Color());
    const previousAlpha = gl.getClearAlpha();
    gl.setClearColor(DEEP, 1);
    return () => gl.setClearColor(previous, previousAlpha);
  }, [gl]);

  useFrame(() => {
    const flash = motion.sample.flash * 0.55;
    gl.setClearColor(clear.copy(FLASH).multiplyScalar(flash).add(DEEP), 1);
    const m = material.current;
    if (!m) return;
    m.uniforms.uTravel.value = motion.travel;
    m.uniforms.uGlow.value = 0.15 + 0.85 * motion.sample.glow;
  });

  return (
    <mesh name="tunnel-wall" geometry={geometry} renderOrder={-10} frustumCulled={false}>
      <tunnelWallMaterial ref={material} uniforms-uLength-value={WALL_LENGTH} />
    </mesh>
  );
}
