import { useFrame, useThree } from '@react-three/fiber';
import { BloomEffect, EffectComposer, EffectPass, KernelSize, RenderPass } from 'postprocessing';
import { useEffect, useMemo } from 'react';
import { useSceneStore } from '../../stores/sceneStore';

/**
 * Cheap bloom: reduced-resolution buffers and the smallest Kawase blur (three passes) instead of
 * mipmap blur, so it adds about five draw calls. The composer takes over rendering (priority 1).
 */
export default function Bloom() {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  const width = useThree((state) => state.size.width);
  const height = useThree((state) => state.size.height);
  const dpr = useThree((state) => state.viewport.dpr);
  const intensity = useSceneStore((state) => state.tuning.bloomIntensity);
  const resolutionScale = useSceneStore((state) => state.tuning.bloomResolutionScale);

  const { composer, bloom } = useMemo(() => {
    const composer = new EffectComposer(gl, { multisampling: 0 });
    const bloom = new BloomEffect({ mipmapBlur: false, kernelSize: KernelSize.VERY_SMALL, luminanceThreshold: 0.3, luminanceSmoothing: 0.35 });
    composer.addPass(new RenderPass(scene, camera));
    composer.addPass(new EffectPass(camera, bloom));
    return { composer, bloom };
  }, [gl, scene, camera]);

  useEffect(() => () => composer.dispose(), [composer]);
  useEffect(() => composer.setSize(width, height), [composer, width, height, dpr]);
  useEffect(() => {
    bloom.intensity = intensity;
    bloom.resolution.scale = resolutionScale;
  }, [bloom, intensity, resolutionScale]);

  useFrame((_, delta) => composer.render(delta), 1);
  return null;
}
