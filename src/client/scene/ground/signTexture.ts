import { DataTexture, LinearFilter, RedFormat, UnsignedByteType } from 'three';
import { bakeSignGlow } from '../math/signGlow';

const WIDTH = 1024;
const HEIGHT = 256;

/**
 * The place sign's light (its name, a smaller line under it, the frame and the panel) in one
 * channel (`math/signGlow.ts`): a software renderer reads one linear byte a pixel far cheaper than
 * an sRGB colour. Made once per place, never per frame; the caller disposes it when the place
 * changes or the scene goes. Without a 2D canvas the sign shows its frame alone.
 */
export function createSignTexture(title: string, subtitle: string): DataTexture {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (ctx) {
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    // Shrink long names until they fit the sign.
    let size = 92;
    do {
      ctx.font = `600 ${size}px system-ui, 'DejaVu Sans', sans-serif`;
      size -= 4;
    } while (ctx.measureText(title).width > WIDTH * 0.88 && size > 36);
    ctx.fillText(title, WIDTH / 2, 110);
    ctx.font = `500 38px system-ui, 'DejaVu Sans', sans-serif`;
    ctx.globalAlpha = 0.75;
    ctx.fillText(subtitle.toUpperCase().split('').join(' '), WIDTH / 2, 196);
  }
  const text = ctx?.getImageData(0, 0, WIDTH, HEIGHT).data ?? new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  const texture = new DataTexture(bakeSignGlow(text, WIDTH, HEIGHT), WIDTH, HEIGHT, RedFormat, UnsignedByteType);
  texture.magFilter = LinearFilter;
  texture.minFilter = LinearFilter;
  texture.needsUpdate = true;
  return texture;
}
