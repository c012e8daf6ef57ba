import { BoxGeometry, ConeGeometry, SphereGeometry, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';
import type { FighterShape } from '../../stores/combatSceneStore';

/** A part: a geometry placed at x, y, z (stage units, feet at y = 0). */
type Part = [BufferGeometry, number, number, number];

function place(parts: Part[]): BufferGeometry {
  const placed = parts.map(([geometry, x, y, z]) => geometry.translate(x, y, z).toNonIndexed());
  const merged = mergeGeometries(placed) as BufferGeometry;
  for (const geometry of placed) geometry.dispose();
  for (const [geometry] of parts) geometry.dispose();
  return merged;
}

/** A standing figure about six units tall, a rifle held across. */
function humanoid(): BufferGeometry {
  return place([
    [new BoxGeometry(1.7, 2.5, 1), 0, 3.65, 0],
    [new SphereGeometry(0.62, 12, 10), 0, 5.55, 0],
    [new BoxGeometry(0.65, 2.5, 0.7), -0.45, 1.25, 0],
    [new BoxGeometry(0.65, 2.5, 0.7), 0.45, 1.25, 0],
    [new BoxGeometry(0.48, 2.2, 0.5), -1.12, 3.6, 0.1],
    [new BoxGeometry(0.48, 2.2, 0.5), 1.12, 3.6, 0.1],
    [new BoxGeometry(0.28, 0.32, 2.6), 0.8, 3.4, 1.1],
  ]);
}

/** A four-legged creature, low and long. */
function beast(): BufferGeometry {
  return place([
    [new BoxGeometry(1.8, 1.7, 4), 0, 2.6, 0],
    [new BoxGeometry(1.2, 1.2, 1.4), 0, 3.3, 2.5],
    [new ConeGeometry(0.25, 0.9, 6), -0.4, 4.1, 2.6],
    [new ConeGeometry(0.25, 0.9, 6), 0.4, 4.1, 2.6],
    [new BoxGeometry(0.5, 1.8, 0.5), -0.6, 0.9, 1.4],
    [new BoxGeometry(0.5, 1.8, 0.5), 0.6, 0.9, 1.4],
    [new BoxGeometry(0.5, 1.8, 0.5), -0.6, 0.9, -1.4],
    [new BoxGeometry(0.5, 1.8, 0.5), 0.6, 0.9, -1.4],
  ]);
}

/** A small fighter craft, nose toward +z. */
function ship(): BufferGeometry {
  const hull = new ConeGeometry(0.9, 5, 8).rotateX(Math.PI / 2);
  return place([
    [hull, 0, 3, 0],
    [new BoxGeometry(6, 0.25, 1.6), 0, 3, -1.2],
    [new BoxGeometry(0.25, 1.6, 1.2), 0, 3.7, -1.8],
  ]);
}

/** One merged geometry per silhouette, so each fighter is a single draw call. */
export function figureGeometry(shape: FighterShape): BufferGeometry {
  if (shape === 'ship') return ship();
  if (shape === 'beast') return beast();
  return humanoid();
}
