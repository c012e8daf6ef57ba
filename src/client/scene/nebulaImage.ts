import { askWorker, workersCanDraw } from './askWorker';
import { paintNebula } from './paintNebula';

const TEXELS = 256;
const images = new Map<string, Promise<string>>();

/** The page bakes it itself where a worker cannot draw: a long task of 0.1–0.3 s on a software machine. */
function bakeOnPage(seed: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = TEXELS;
  canvas.height = TEXELS;
  paintNebula(canvas.getContext('2d'), TEXELS, seed);
  return canvas.toDataURL('image/png');
}

async function bakeInWorker(seed: string): Promise<string> {
  const png = await askWorker<Blob>(() => new Worker(new URL('./nebulaImage.worker.ts', import.meta.url), { type: 'module' }), { seed, size: TEXELS });
  return png ? URL.createObjectURL(png) : bakeOnPage(seed);
}

/**
 * The seeded nebula as an image URL, baked once per seed and kept for the page's life. A worker
 * bakes it, so the page's thread stays free for the scene's first frames and the player's input.
 */
export function nebulaImage(seed: string): Promise<string> {
  let image = images.get(seed);
  if (!image) {
    image = workersCanDraw() ? bakeInWorker(seed) : Promise.resolve(bakeOnPage(seed));
    images.set(seed, image);
  }
  return image;
}
