import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Color, type Group, type Mesh, type MeshBasicMaterial } from 'three';
import { hitAt, latestHitSeq, type CombatSide } from '../../combat/combatFx';
import { useCombatSceneStore, type FighterShape } from '../../stores/combatSceneStore';
import '../materials/GlowMaterial';
import type { GlowMaterial } from '../materials/GlowMaterial';
import { useGlowDisc } from '../useGlowDisc';
import { figureGeometry } from './figureGeometry';
import { flashLevel, idleBob, leanToward } from './fightMotion';
import { FIGHTER_POSITION, HIT_HEIGHT } from './stageLayout';

const HALO = { player: [0.22, 0.88, 1], opponent: [1, 0.36, 0.42] } as const;
const BODY = { player: [0.1, 0.16, 0.24], opponent: [0.2, 0.09, 0.11] } as const;

/**
 * One side of the fight: a single-draw-call silhouette with a coloured halo behind it. A hit on
 * this side flashes the halo and lights the body; when the side is incapacitated it falls back
 * and greys. Everything per frame is read from the fx ring and `getState()`, written to refs.
 */
export function Fighter({ side, shape }: { side: CombatSide; shape: FighterShape }) {
  const geometry = useMemo(() => figureGeometry(shape), [shape]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  const body = useRef<Group>(null);
  const bodyMaterial = useRef<MeshBasicMaterial>(null);
  const halo = useRef<GlowMaterial>(null);
  const seen = useRef(latestHitSeq());
  const flashAt = useRef(-10);
  const position = FIGHTER_POSITION[side];
  const other = FIGHTER_POSITION[side === 'player' ? 'opponent' : 'player'];
  // Each faces the other.
  const facing = Math.atan2(other[0] - position[0], other[2] - position[2]);
  const haloMesh = useRef<Mesh>(null);
  const haloColor = useMemo(() => new Color(...HALO[side]), [side]);
  const haloDisc = useGlowDisc(5.5);

  useFrame((state, dt) => {
    const t = state.clock.elapsedTime;
    for (let seq = seen.current + 1; seq <= latestHitSeq(); seq++) {
      const hit = hitAt(seq);
      if (hit && hit.target === side && !hit.missed) flashAt.current = t;
    }
    seen.current = latestHitSeq();
    const stage = useCombatSceneStore.getState().stage;
    const down = side === 'player' ? (stage?.playerDown ?? false) : (stage?.opponentDown ?? false);
    const flash = flashLevel(t - flashAt.current);
    if (body.current) {
      body.current.rotation.x = leanToward(body.current.rotation.x, down, Math.min(dt, 0.1));
      body.current.position.y = down ? 0 : idleBob(t, side === 'player' ? 0 : 1.7);
    }
    if (bodyMaterial.current) {
      const [r, g, b] = BODY[side];
      const grey = down ? 0.5 : 0;
      bodyMaterial.current.color.setRGB(r + flash * 0.9 + grey * 0.1, g + flash * 0.9 + grey * 0.12, b + flash * 0.9 + grey * 0.1);
    }
    // The halo is a billboard: it always faces the camera, whatever the fighter faces.
    if (haloMesh.current) haloMesh.current.quaternion.copy(state.camera.quaternion);
    if (halo.current) {
      halo.current.uniforms.uTime.value = t;
      halo.current.uniforms.uFlash.value = flash;
      halo.current.uniforms.uGlow.value = down ? 0.25 : 1;
    }
  });

  return (
    <group position={position as [number, number, number]}>
      <mesh ref={haloMesh} name={`combat-${side}-halo`} geometry={haloDisc} position={[0, HIT_HEIGHT - 0.8, 0]} renderOrder={-1}>
        <glowMaterial ref={halo} uniforms-uColor-value={haloColor} />
      </mesh>
      <group rotation-y={facing}>
        <group ref={body}>
          <mesh name={`combat-${side}`} geometry={geometry}>
            <meshBasicMaterial ref={bodyMaterial} />
          </mesh>
        </group>
      </group>
    </group>
  );
}
