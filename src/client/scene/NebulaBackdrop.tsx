import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { nebulaImage } from './nebulaImage';
import { readyScene, SCENE_READY_EVENT } from './sceneReady';

/**
 * Violet and cyan nebula clouds behind the scene, painted as the canvas' CSS background where the
 * scene leaves it transparent. A full-screen WebGL pass would cost software GPUs more than the
 * rest of the galaxy together; the browser composites a still image for nearly nothing.
 */
export function NebulaBackdrop({ seed = 'starlane-nebula' }: { seed?: string }) {
  const canvas = useThree((state) => state.gl.domElement);

  useEffect(() => {
    const style = canvas.style;
    let mounted = true;
    const paint = async () => {
      const [near, far] = await Promise.all([nebulaImage(seed), nebulaImage(`${seed}-far`)]);
      if (!mounted) return;
      // Two layers of the same clouds at different scales read as depth; the gradient dims the edges.
      style.backgroundImage = `radial-gradient(ellipse at center, transparent 40%, rgba(2, 4, 11, 0.5) 100%), url(${near}), url(${far})`;
      style.backgroundSize = 'cover, 1400px 1400px, 700px 700px';
      style.backgroundPosition = 'center, 30% 40%, 70% 60%';
      style.backgroundRepeat = 'no-repeat, repeat, repeat';
    };
    // The bake (in a worker where the browser has one) waits for the scene's first frames.
    const later = () => void paint();
    if (readyScene() !== null) later();
    else window.addEventListener(SCENE_READY_EVENT, later, { once: true });
    return () => {
      mounted = false;
      window.removeEventListener(SCENE_READY_EVENT, later);
      style.backgroundImage = '';
      style.backgroundSize = '';
      style.backgroundPosition = '';
      style.backgroundRepeat = '';
    };
  }, [canvas, seed]);

  return null;
}
