import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { nebulaTexels } from './math/nebulaTexels';
import { readyScene, SCENE_READY_EVENT } from './sceneReady';

const TEXELS = 256;
const cache = new Map<string, string>();

/** The nebula as a PNG data URL, baked once per seed and kept for the page's life. */
function nebulaImage(seed: string): string {
  let url = cache.get(seed);
  if (!url) {
    const canvas = document.createElement('canvas');
    canvas.width = TEXELS;
    canvas.height = TEXELS;
    const context = canvas.getContext('2d');
    context?.putImageData(new ImageData(new Uint8ClampedArray(nebulaTexels(TEXELS, seed)), TEXELS, TEXELS), 0, 0);
    url = canvas.toDataURL('image/png');
    cache.set(seed, url);
  }
  return url;
}

/**
 * Violet and cyan nebula clouds behind the scene, painted as the canvas' CSS background where the
 * scene leaves it transparent. A full-screen WebGL pass would cost software GPUs more than the
 * rest of the galaxy together; the browser composites a still image for nearly nothing.
 */
export function NebulaBackdrop({ seed = 'starlane-nebula' }: { seed?: string }) {
  const canvas = useThree((state) => state.gl.domElement);

  useEffect(() => {
    const style = canvas.style;
    const paint = () => {
      // Two layers of the same clouds at different scales read as depth; the gradient dims the edges.
      style.backgroundImage = `radial-gradient(ellipse at center, transparent 40%, rgba(2, 4, 11, 0.5) 100%), url(${nebulaImage(seed)}), url(${nebulaImage(`${seed}-far`)})`;
      style.backgroundSize = 'cover, 1400px 1400px, 700px 700px';
      style.backgroundPosition = 'center, 30% 40%, 70% 60%';
      style.backgroundRepeat = 'no-repeat, repeat, repeat';
    };
    // Baking the clouds takes a software machine a tenth of a second or more: the scene's first
    // frames come first, the backdrop right after them.
    let timer = 0;
    const later = () => {
      timer = window.setTimeout(paint, 0);
    };
    if (readyScene() !== null) paint();
    else window.addEventListener(SCENE_READY_EVENT, later, { once: true });
    return () => {
      window.removeEventListener(SCENE_READY_EVENT, later);
      window.clearTimeout(timer);
      style.backgroundImage = '';
      style.backgroundSize = '';
      style.backgroundPosition = '';
      style.backgroundRepeat = '';
    };
  }, [canvas, seed]);

  return null;
}
