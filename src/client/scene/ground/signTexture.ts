import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three';

/**
 * Draws the place's name (and a smaller line under it) into a canvas texture. Made once per
 * place, never per frame; the caller disposes it when the place changes or the scene goes.
 */
export function createSignTexture(title: string, subtitle: string): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = 1024;
  canvas.height = 256;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    // Shrink long names until they fit the sign.
    let size = 92;
    do {
      ctx.font = `600 ${size}px system-ui, 'DejaVu Sans', sans-serif`;
      size -= 4;
    } while (ctx.measureText(title).width > canvas.width * 0.88 && size > 36);
    ctx.fillText(title, canvas.width / 2, 110);
    ctx.font = `500 38px system-ui, 'DejaVu Sans', sans-serif`;
    ctx.globalAlpha = 0.75;
    ctx.fillText(subtitle.toUpperCase().split('').join(' '), canvas.width / 2, 196);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearFilter;
  texture.generateMipmaps = false;
  return texture;
}
