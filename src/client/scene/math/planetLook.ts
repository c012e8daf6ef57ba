/** Colours and switches the planet and atmosphere shaders take for one planet type. */
export interface PlanetLook {
  /** Deep (low) to high surface colours, linear r, g, b. */
  deep: [number, number, number];
  shallow: [number, number, number];
  low: [number, number, number];
  high: [number, number, number];
  peak: [number, number, number];
  atmosphere: [number, number, number];
  /** Height (0..1 of the noise) below which the surface is liquid. */
  seaLevel: number;
  /** Cloud cover 0..1. */
  clouds: number;
  /** 1 for banded gas giants. */
  banded: number;
  /** Glow of hot cracks (lava), 0..1. */
  emissive: number;
  /** Latitude where ice caps begin (1 = none). */
  iceCap: number;
  /** City lights on the night side, 0..1. */
  cities: number;
}

const LOOKS: Record<string, PlanetLook> = {
  terran: { deep: [0.02, 0.08, 0.22], shallow: [0.05, 0.3, 0.45], low: [0.16, 0.38, 0.12], high: [0.42, 0.36, 0.22], peak: [0.9, 0.92, 0.95], atmosphere: [0.35, 0.62, 1.0], seaLevel: 0.5, clouds: 0.55, banded: 0, emissive: 0, iceCap: 0.8, cities: 1 },
  ocean: { deep: [0.01, 0.05, 0.2], shallow: [0.04, 0.35, 0.5], low: [0.7, 0.66, 0.45], high: [0.3, 0.45, 0.2], peak: [0.85, 0.9, 0.9], atmosphere: [0.3, 0.7, 1.0], seaLevel: 0.68, clouds: 0.6, banded: 0, emissive: 0, iceCap: 0.88, cities: 0.6 },
  jungle: { deep: [0.02, 0.1, 0.16], shallow: [0.05, 0.3, 0.32], low: [0.04, 0.22, 0.07], high: [0.26, 0.36, 0.1], peak: [0.45, 0.42, 0.3], atmosphere: [0.45, 0.9, 0.65], seaLevel: 0.38, clouds: 0.7, banded: 0, emissive: 0, iceCap: 1, cities: 0.45 },
  desert: { deep: [0.45, 0.28, 0.14], shallow: [0.6, 0.4, 0.2], low: [0.82, 0.6, 0.34], high: [0.7, 0.45, 0.25], peak: [0.95, 0.82, 0.62], atmosphere: [1.0, 0.72, 0.45], seaLevel: 0.0, clouds: 0.1, banded: 0, emissive: 0, iceCap: 1, cities: 0.5 },
  ice: { deep: [0.3, 0.45, 0.62], shallow: [0.55, 0.72, 0.85], low: [0.78, 0.86, 0.94], high: [0.88, 0.93, 0.98], peak: [1, 1, 1], atmosphere: [0.6, 0.85, 1.0], seaLevel: 0.3, clouds: 0.35, banded: 0, emissive: 0, iceCap: 0.4, cities: 0.3 },
  volcanic: { deep: [0.05, 0.03, 0.03], shallow: [0.12, 0.06, 0.05], low: [0.18, 0.12, 0.1], high: [0.28, 0.2, 0.18], peak: [0.4, 0.34, 0.3], atmosphere: [1.0, 0.4, 0.18], seaLevel: 0.0, clouds: 0.25, banded: 0, emissive: 1, iceCap: 1, cities: 0 },
  barren: { deep: [0.22, 0.2, 0.2], shallow: [0.3, 0.28, 0.27], low: [0.42, 0.4, 0.38], high: [0.55, 0.52, 0.5], peak: [0.72, 0.7, 0.68], atmosphere: [0.6, 0.62, 0.7], seaLevel: 0.0, clouds: 0.0, banded: 0, emissive: 0, iceCap: 1, cities: 0.15 },
  'gas giant': { deep: [0.55, 0.38, 0.24], shallow: [0.78, 0.62, 0.42], low: [0.92, 0.84, 0.7], high: [0.62, 0.42, 0.3], peak: [0.95, 0.9, 0.82], atmosphere: [1.0, 0.82, 0.6], seaLevel: 0.0, clouds: 0.0, banded: 1, emissive: 0, iceCap: 1, cities: 0 },
};

/** The look of a planet type from the seed data; unknown types look terran. */
export function planetLook(planetType: string): PlanetLook {
  return LOOKS[planetType] ?? (LOOKS.terran as PlanetLook);
}

/** Turns an integer planet seed into a noise-space offset, so each planet gets its own continents. */
export function seedOffset(seed: number): [number, number, number] {
  const s = Math.abs(Math.trunc(seed)) >>> 0;
  return [((s % 997) / 997) * 100, ((Math.floor(s / 997) % 991) / 991) * 100, ((Math.floor(s / 988_027) % 983) / 983) * 100];
}
