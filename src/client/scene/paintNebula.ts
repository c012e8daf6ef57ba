import { nebulaTexels } from './math/nebulaTexels';

type Context2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Paints the seeded nebula's texels into a `size`-square 2D context: the page's canvas or a worker's. */
export function paintNebula(context: Context2d | null, size: number, seed: string): void {
  context?.putImageData(new ImageData(new Uint8ClampedArray(nebulaTexels(size, seed)), size, size), 0, 0);
}
