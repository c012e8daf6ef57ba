import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Color, Vector3, type Group, type Mesh, type MeshBasicMaterial } from 'three';
import { hitAt, latestHitSeq, type CombatSide } from './combatFx';
import { useCombatSceneStore, type FighterShape } from './combatSceneStore';
import '../materials/GlowMaterial';
import type { GlowMaterial } from '../materials/GlowMaterial';
import { useGlowDisc } from '../useGlowDisc';
import { figureGeometry, OPPONENT_PALETTES, PLAYER_PALETTE } from './figureGeometry';
import { flashLevel, idleBob, leanToward } from './fightMotion';
import { FIGHTER_POSITION, HIT_HEIGHT, KEY_LIGHT_FROM } from './stageLayout';

const HALO = { player: [0.22, 0.88, 1], opponent: [1, 0.36, 0.42] } as const;
const KEY_LIGHT = new Vector3(...KEY_LIGHT_FROM).normalize();
const UP = new Vector3(0, 1, 0);
/** Beasts and droids stand larger than a person, so the kind reads at the fight's distance. */
const SHAPE_SCALE: Readonly<Record<FighterShape, number>> = { humanoid: 1, raider: 1, soldier: 1, beast: 1.45, droid: 1.2, ship: 1 };

/**
 * One side of the fight: a single-draw-call silhouette of its kind (lit and coloured per vertex)
 * with a coloured halo behind it. A hit on this side flashes the body bright; when the side is
 * incapacitated it falls back and greys. Everything per frame is read from the fx ring and
 * `getState()`, written to refs.
 */
export function Fighter({ side, shape }: { side: CombatSide; shape: FighterShape }) {
  const position = FIGHTER_POSITION[side];
  const other = FIGHTER_POSITION[side === 'player' ? 'opponent' : 'player'];
  // Each faces the other.
  const facing = Math.atan2(other[0] - position[0], other[2] - position[2]);
  const geometry = useMemo(
    () => figureGeometry(shape, side === 'player' ? PLAYER_PALETTE : OPPONENT_PALETTES[shape], KEY_LIGHT.clone().applyAxisAngle(UP, -facing)),
    [shape, side, facing],
  );
  useEffect(() => () => geometry.dispose(), [geometry]);
  const body = useRef<Group>(null);
  const bodyMaterial = useRef<MeshBasicMaterial>(null);
  const halo = useRef<GlowMaterial>(null);
  const seen = useRef(latestHitSeq());
  const flashAt = useRef(-10);
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
    // The vertex colours times this: a hit lights the body up, a fallen fighter dims.
    if (bodyMaterial.current) bodyMaterial.current.color.setScalar((down ? 0.45 : 1) + flash * 2.2);
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
      <group rotation-y={facing} scale={SHAPE_SCALE[shape]}>
        <group ref={body}>
          <mesh name={`combat-${side}`} geometry={geometry}>
            <meshBasicMaterial ref={bodyMaterial} vertexColors />
          </mesh>
        </group>
      </group>
    </group>
  );
}
