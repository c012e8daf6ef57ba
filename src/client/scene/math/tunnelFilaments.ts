/** One set of light filaments running along the tunnel wall. */
export interface FilamentSet {
  /** Filaments around the wall. */
  count: number;
  /** Turn offset of the first one (fraction of a turn). */
  offset: number;
  /** Dash frequency factor. */
  stretch: number;
  /** Dash phase of the set. */
  seed: number;
  /** 0 cyan, 1 violet. */
  hue: number;
}

/** Cyan and violet filaments, as the wall's old baked texture had them. */
export const TUNNEL_FILAMENTS: readonly FilamentSet[] = [
  { count: 29, offset: 0, stretch: 1, seed: 0, hue: 0 },
  { count: 47, offset: -0.013, stretch: 1.3, seed: 1.7, hue: 1 },
];

/** Half a filament's width, in periods of its set (its light has faded to under 1% there). */
const HALF_WIDTH = 0.08;
/** Dash frequencies are rounded to eighths of a radian per unit, as the baked pattern had them. */
const CYCLES_PER_UNIT = 8;

export interface FilamentBuffers {
  positions: Float32Array;
  /** -1..1 across the filament. */
  across: Float32Array;
  /** 0 at the tunnel's far end, 1 at its near end. */
  along: Float32Array;
  /** Dash frequency (radians per unit of `along` × length × 0.08) and phase, and hue. */
  dash: Float32Array;
  indices: Uint16Array;
}

/**
 * The tunnel wall's filaments as thin quads on a cylinder of `radius` along z from `nearZ` to
 * `nearZ - length`, `segments` quads each: the wall behind them is the clear colour, so a frame
 * shades the filaments' pixels alone instead of the whole screen. `edge` (0..1) trims each quad
 * to that part of its half width (`across` then runs -edge..edge), leaving out its faintest pixels.
 */
export function tunnelFilaments(
  radius: number,
  nearZ: number,
  length: number,
  segments: number,
  { sets = TUNNEL_FILAMENTS, edge = 1 }: { sets?: readonly FilamentSet[]; edge?: number } = {},
): FilamentBuffers {
  const filaments = sets.reduce((n, set) => n + set.count, 0);
  const vertices = filaments * (segments + 1) * 2;
  const positions = new Float32Array(vertices * 3);
  const across = new Float32Array(vertices);
  const along = new Float32Array(vertices);
  const dash = new Float32Array(vertices * 3);
  const indices = new Uint16Array(filaments * segments * 6);
  let v = 0;
  let t = 0;
  for (const set of sets) {
    const halfWidth = (HALF_WIDTH / set.count) * Math.PI * 2;
    for (let id = 0; id < set.count; id++) {
      const angle = (id / set.count + set.offset) * Math.PI * 2;
      const frequency = Math.floor((2 + ((id * 0.618) % 1) * 2) * set.stretch * CYCLES_PER_UNIT + 0.5) / CYCLES_PER_UNIT;
      const phase = id * 2.4 + set.seed;
      for (let s = 0; s <= segments; s++) {
        const f = s / segments;
        for (const side of [-1, 1]) {
          // Where the cylinder of the old wall put this point of its texture: u = turn, v = along.
          const a = angle + side * halfWidth * edge;
          positions.set([radius * Math.sin(a), -radius * Math.cos(a), nearZ - length + f * length], v * 3);
          across[v] = side * edge;
          along[v] = f;
          dash.set([frequency, phase, set.hue], v * 3);
          v++;
        }
        if (s < segments) {
          const first = v - 2;
          indices.set([first, first + 1, first + 3, first, first + 3, first + 2], t);
          t += 6;
        }
      }
    }
  }
  return { positions, across, along, dash, indices };
}
