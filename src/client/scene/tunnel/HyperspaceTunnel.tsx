import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { PerspectiveCamera } from 'three';
import { useSceneStore } from '../sceneStore';
import '../materials/GlowMaterial';
import type { GlowMaterial } from '../materials/GlowMaterial';
import { hyperspaceSegments, nextHyperspacePhase, sampleHyperspace } from '../math/hyperspaceTimeline';
import { useGlowDisc } from '../useGlowDisc';
import { useSceneReady } from '../useSceneReady';
import { StreakStars } from './StreakStars';
import { TunnelRings } from './TunnelRings';
import { TunnelWall } from './TunnelWall';
import { createTunnelMotion, TUNNEL_LENGTH } from './tunnelMotion';

/** Read each frame (a cheap property), so changing the OS setting takes effect mid-journey. */
const reducedMotion = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;

/** World units flown per second at full cruise. */
const CRUISE_SPEED = 140;
const BASE_FOV = 62;

/**
 * The hyperspace tunnel: enter, cruise and exit, driven by the phase in the scene store.
 * The Travel feature sets the phase; a timed sequence (the 4000 ms default) advances itself.
 * Four draw calls: wall, rings, streaks, and the light at the end.
 */
export function HyperspaceTunnel() {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const tunnelStars = useSceneStore((state) => state.tuning.tunnelStars);
  const tunnelRings = useSceneStore((state) => state.tuning.tunnelRings);
  const motion = useMemo(createTunnelMotion, []);
  const core = useRef<GlowMaterial>(null);
  const coreDisc = useGlowDisc(45);
  useSceneReady('hyperspace');

  useLayoutEffect(() => {
    camera.position.set(0, 0, 0);
    camera.rotation.set(0, 0, 0);
    camera.near = 0.1;
    camera.far = 400;
    camera.fov = BASE_FOV;
    camera.updateProjectionMatrix();
    return () => {
      camera.rotation.set(0, 0, 0);
    };
  }, [camera]);

  // Runs before the parts' frame callbacks (priority -1), so they all read this frame's motion.
  useFrame((state, delta) => {
    const store = useSceneStore.getState();
    const { hyperspace } = store;
    const now = performance.now();
    const segments = hyperspaceSegments(hyperspace.durationMs);
    const sample = sampleHyperspace(hyperspace.phase, now - hyperspace.phaseStartedAt, segments, hyperspace.timed, motion.sample);
    if (sample.phaseDone) {
      // Phase changes are rare store writes that no React component subscribes to: no commit.
      const next = nextHyperspacePhase(hyperspace.phase);
      if (next === 'idle') store.finishHyperspace();
      else store.setHyperspacePhase(next, now);
    }
    const still = reducedMotion?.matches === true;
    if (still) {
      // prefers-reduced-motion: no rush, stretch, shudder or flashes; the tunnel only fades in and out.
      sample.speed = 0;
      sample.stretch = 0;
      sample.flash = 0;
    }
    motion.time = state.clock.elapsedTime;
    if (!still) motion.travel += Math.min(delta, 0.1) * CRUISE_SPEED * (0.04 + sample.speed);

    // Warp feel: the field of view widens with speed, and the ship shudders a little at cruise.
    camera.fov = BASE_FOV + 22 * sample.stretch;
    camera.rotation.z = Math.sin(motion.time * 0.6) * 0.08 * sample.speed;
    camera.position.x = Math.sin(motion.time * 23) * 0.012 * sample.speed;
    camera.position.y = Math.cos(motion.time * 19) * 0.012 * sample.speed;
    camera.updateProjectionMatrix();

    if (core.current) {
      const u = core.current.uniforms;
      u.uGlow.value = 0.4 + 0.6 * sample.glow;
      u.uFlash.value = sample.flash;
      u.uTime.value = motion.time;
    }
  }, -1);

  return (
    <group name="hyperspace-tunnel">
      <TunnelWall motion={motion} />
      <mesh name="tunnel-core" geometry={coreDisc} position={[0, 0, -TUNNEL_LENGTH * 0.92]} renderOrder={-5}>
        <glowMaterial ref={core} />
      </mesh>
      <TunnelRings count={tunnelRings} motion={motion} />
      <StreakStars count={tunnelStars} motion={motion} />
    </group>
  );
}
