import { useEffect } from 'react';
import { createHyperspaceSample, hyperspaceSegments, nextHyperspacePhase, sampleHyperspace } from '../scene/math/hyperspaceTimeline';
import { useSceneStore } from '../scene/sceneStore';

/** Often enough for a phase to end within a tenth of a second of its time; no frames are drawn. */
const TICK_MS = 100;

/**
 * Without the 3D canvas nothing draws the tunnel, so nothing would move its phases on: this
 * advances them on the same timeline the tunnel uses (enter, a timed cruise, exit, arrival).
 */
export function useHyperspaceClock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const sample = createHyperspaceSample();
    const timer = window.setInterval(() => {
      const store = useSceneStore.getState();
      if (store.kind !== 'hyperspace') return;
      const { hyperspace } = store;
      const now = performance.now();
      sampleHyperspace(hyperspace.phase, now - hyperspace.phaseStartedAt, hyperspaceSegments(hyperspace.durationMs), hyperspace.timed, sample);
      if (!sample.phaseDone) return;
      const next = nextHyperspacePhase(hyperspace.phase);
      if (next === 'idle') store.finishHyperspace();
      else store.setHyperspacePhase(next, now);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [active]);
}
