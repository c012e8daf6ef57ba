/// <reference lib="webworker" />
import { paintNebula } from './paintNebula';

// Bakes a nebula image off the page's thread (nebulaImage.ts): the texels, then a PNG.
self.onmessage = async (event: MessageEvent<{ seed: string; size: number }>) => {
  const { seed, size } = event.data;
  const canvas = new OffscreenCanvas(size, size);
  paintNebula(canvas.getContext('2d'), size, seed);
  postMessage(await canvas.convertToBlob({ type: 'image/png' }));
};
