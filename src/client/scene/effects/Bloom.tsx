import { Bloom as BloomEffect, EffectComposer } from '@react-three/postprocessing';
import { KernelSize, type BloomEffect as BloomEffectImpl } from 'postprocessing';
import { useCallback } from 'react';
import { UnsignedByteType } from 'three';
import { useSceneStore } from '../sceneStore';

/** Where the glow starts (scene luminance) and over how much it fades in. */
const THRESHOLD = 0.3;
const SMOOTHING = 0.35;

/**
 * Bloom through `@react-three/postprocessing` (the High setting only): the scene is drawn into the
 * composer's buffer, its bright part is taken out at a fraction of the canvas
 * (`bloomResolutionScale`) and blurred there (a small Kawase kernel), and one effect pass lays it
 * over the frame on the way to the screen. 8-bit buffers and no multisampling: the glow hides
 * what edges lose, and half-float targets cost a software renderer several times more.
 * Takes over rendering (the composer's render priority).
 */
export default function Bloom() {
  const intensity = useSceneStore((state) => state.tuning.bloomIntensity);
  const scale = useSceneStore((state) => state.tuning.bloomResolutionScale);
  // The luminance pass runs at the canvas's size unless told: the threshold is as good at the blur's size.
  const lowResolutionLuminance = useCallback(
    (effect: BloomEffectImpl | null) => {
      if (effect) effect.luminancePass.resolution.scale = scale;
    },
    [scale],
  );
  return (
    <EffectComposer multisampling={0} enableNormalPass={false} frameBufferType={UnsignedByteType}>
      <BloomEffect
        ref={lowResolutionLuminance}
        mipmapBlur={false}
        kernelSize={KernelSize.SMALL}
        resolutionScale={scale}
        intensity={intensity}
        luminanceThreshold={THRESHOLD}
        luminanceSmoothing={SMOOTHING}
      />
    </EffectComposer>
  );
}
