import { useEffect, useMemo } from 'react';
import type { LandLook } from '../ground/GroundSetting';
import { buildStageProps, type WildStage } from './stageProps';

/** A fight's land props (dunes, trees, ice, rocks, lava): one mesh of baked vertex colours, one draw call. */
export function StageProps({ stage, land }: { stage: WildStage; land: LandLook }) {
  const { look, seed, horizon } = land;
  const geometry = useMemo(() => buildStageProps(stage, look, seed, horizon), [stage, look, seed, horizon]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <mesh name="combat-stage-props" geometry={geometry}>
      <meshBasicMaterial vertexColors />
    </mesh>
  );
}
