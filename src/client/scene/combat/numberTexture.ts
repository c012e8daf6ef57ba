import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three';

const WIDTH = 256;
const HEIGHT = 128;

/** A blank canvas texture for floating numbers, redrawn in place by `drawHitText`. */
export function createNumberTexture(): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearFilter;
  texture.generateMipmaps = false;
  return texture;
}

/** The text a hit shows: the damage as a loss, or MISS. */
export function hitText(amount: number, missed: boolean): string {
  return missed ? 'MISS' : `-${amount}`;
}

/**
 * Writes a hit's text into the texture's canvas (on a hit, never per frame): red for damage to
 * the player, amber for damage dealt, grey for a miss.
 */
export function drawHitText(texture: CanvasTexture, text: string, tone: 'taken' | 'dealt' | 'miss'): void {
  const canvas = texture.image as HTMLCanvasElement;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.clearRect(0, 0, WIDTH, HEIGHT);
  ctx.font = `800 ${tone === 'miss' ? 64 : 84}px system-ui, 'DejaVu Sans', sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 10;
  ctx.strokeStyle = 'rgba(2, 4, 11, 0.85)';
  ctx.strokeText(text, WIDTH / 2, HEIGHT / 2);
  ctx.fillStyle = tone === 'taken' ? '#ff5a6e' : tone === 'dealt' ? '#ffd36b' : '#c9d4e3';
  ctx.fillText(text, WIDTH / 2, HEIGHT / 2);
  texture.needsUpdate = true;
}
