/// <reference lib="webworker" />
import { nebulaTexels } from './math/nebulaTexels';

// Bakes a nebula image off the page's thread (nebulaImage.ts): the texels, then a PNG.
self.onmessage = async (event: MessageEvent<{ seed: string; size: number }>) => {
  const { seed, size } = event.data;
  const canvas = new OffscreenCanvas(size, size);
  canvas.getContext('2d')?.putImageData(new ImageData(new Uint8ClampedArray(nebulaTexels(size, seed)), size, size), 0, 0);
  postMessage(await canvas.convertToBlob({ type: 'image/png' }));
};
