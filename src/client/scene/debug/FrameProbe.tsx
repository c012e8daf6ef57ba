import { addAfterEffect, addEffect, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { afterFrameRendered } from '../sceneReady';
import { lastFrame } from './frameStats';

/**
 * Counts draw calls per whole frame. With bloom a frame is several `render()` calls, so
 * gl.info's auto-reset (per call) is turned off and the counters are reset before each frame
 * and copied after it. Also drives the `scene:ready` announcement.
 */
export function FrameProbe() {
  const gl = useThree((state) => state.gl);

  useEffect(() => {
    const info = gl.info;
    info.autoReset = false;
    const stopBefore = addEffect(() => info.reset());
    const stopAfter = addAfterEffect(() => {
      const render = info.render;
      lastFrame.calls = render.calls;
      lastFrame.triangles = render.triangles;
      lastFrame.points = render.points;
      lastFrame.lines = render.lines;
      lastFrame.frame++;
      afterFrameRendered();
    });
    return () => {
      stopBefore();
      stopAfter();
      info.autoReset = true;
    };
  }, [gl]);

  return null;
}
