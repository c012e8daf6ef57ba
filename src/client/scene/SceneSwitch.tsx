import { memo, Profiler } from 'react';
import { useSceneStore } from './sceneStore';
import { CombatScene } from './combat/CombatScene';
import { countSceneCommit } from './debug/frameStats';
import { GalaxyMap } from './galaxy/GalaxyMap';
import { GroundScene } from './ground/GroundScene';
import { OrbitScene } from './planet/OrbitScene';
import { HyperspaceTunnel } from './tunnel/HyperspaceTunnel';

/**
 * Shows the scene the game state asks for. The old scene unmounts, so react-three-fiber
 * disposes its geometries and materials (and their programs) instead of keeping them hidden.
 * The Profiler counts commits of the scene tree (in development and profiling builds).
 * Memoised: a re-render of the page around the canvas (a character refetch, an overlay) reaches
 * the Canvas's children, and must not re-render the scene, which follows the scene store alone.
 */
export const SceneSwitch = memo(function SceneSwitch() {
  const kind = useSceneStore((state) => state.kind);
  return (
    <Profiler id="scene" onRender={countSceneCommit}>
      {kind === 'galaxy' && <GalaxyMap />}
      {kind === 'hyperspace' && <HyperspaceTunnel />}
      {kind === 'orbit' && <OrbitScene />}
      {kind === 'ground' && <GroundScene />}
      {kind === 'combat' && <CombatScene />}
    </Profiler>
  );
});
