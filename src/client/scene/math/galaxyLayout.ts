import { dangerColor, dangerSize } from './dangerStyle';
import { boundsOf, type Bounds } from './fitToView';
import { projectPoints } from './projection';

/** The fields of a super area the map draws (the contract's SuperArea has them all). */
export interface MapSystem {
  id: number;
  x: number;
  y: number;
  danger_level: number;
}

/** Everything the galaxy map draws from, computed once per galaxy and spread. */
export interface GalaxyLayout {
  ids: number[];
  /** Instance index of each system id. */
  indexOf: Map<number, number>;
  /** World x, y pairs, one per system. */
  positions: Float32Array;
  /** r, g, b per system, by danger. */
  colors: Float32Array;
  /** Node size per system, in world units, by danger. */
  sizes: Float32Array;
  /** World position and colour by id, for the lane builder. */
  positionOf: Map<number, readonly [number, number]>;
  colorOf: Map<number, readonly [number, number, number]>;
  bounds: Bounds | null;
}

/** Node size factor for crowded maps: full size up to 48 systems, shrinking to a third for thousands. */
export function densityScale(count: number): number {
  return Math.min(1, Math.max(0.35, Math.sqrt(48 / Math.max(1, count))));
}

/** Lays the systems out for drawing: world positions (x/y × spread), colours and sizes by danger. */
export function galaxyLayout(systems: readonly MapSystem[], spread: number): GalaxyLayout {
  const positions = projectPoints(systems, spread);
  const colors = new Float32Array(systems.length * 3);
  const sizes = new Float32Array(systems.length);
  const indexOf = new Map<number, number>();
  const positionOf = new Map<number, readonly [number, number]>();
  const scale = densityScale(systems.length);
  const colorOf = new Map<number, readonly [number, number, number]>();
  systems.forEach((system, i) => {
    const color = dangerColor(system.danger_level);
    colors.set(color, i * 3);
    sizes[i] = dangerSize(system.danger_level, spread) * scale;
    indexOf.set(system.id, i);
    positionOf.set(system.id, [positions[i * 2] as number, positions[i * 2 + 1] as number]);
    colorOf.set(system.id, color);
  });
  return { ids: systems.map((s) => s.id), indexOf, positions, colors, sizes, positionOf, colorOf, bounds: boundsOf(positions) };
}
