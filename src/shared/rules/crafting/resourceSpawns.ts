import { createRandom, hashSeed } from '../seededRandom';

/** The kinds of resource a district's ground holds (some double as market commodities). */
export const RESOURCE_KINDS = ['metal', 'gas', 'chemical', 'organic', 'crystal', 'water'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** How long a spawn lasts: the galaxy rotates every district's deposits this often. */
export const SPAWN_WINDOW_HOURS = 6;
/** Deposits a district holds in each window. */
export const SPAWNS_PER_DISTRICT = 5;
/** Quality of a resource: 1 (dross) to 1000 (flawless). */
export const MAX_RESOURCE_QUALITY = 1000;

const PREFIXES = ['Kor', 'Vel', 'Ash', 'Tyr', 'Oru', 'Zen', 'Mal', 'Quo', 'Ith', 'Sar'];
const SUFFIXES = ['ite', 'ium', 'ane', 'ex', 'oth', 'ara', 'ine', 'ul'];
const KIND_NAMES: Record<ResourceKind, string> = { metal: 'ore', gas: 'gas', chemical: 'compound', organic: 'fibre', crystal: 'crystal', water: 'water' };

/** One deposit: what it is, how good and how rich, and until when it lasts. */
export interface ResourceSpawn {
  /** `districtId:window:index`, stable for the spawn's life. */
  key: string;
  kind: ResourceKind;
  name: string;
  /** 1–1000: the quality of everything crafted from it. */
  quality: number;
  /** 10–100: how rich the deposit is (the harvest's yield and the survey's order). */
  concentration: number;
  expiresAt: Date;
}

/** The rotation window `now` falls in (whole windows since the epoch). */
export function spawnWindow(now: Date): number {
  return Math.floor(now.getTime() / (SPAWN_WINDOW_HOURS * 3_600_000));
}

/**
 * The deposits of a district in a window, the same for every server with the same galaxy seed: each
 * a kind, a generated name, a quality and a concentration, richest first. The two richest are a
 * metal and an organic, so a novice's first survey anywhere can feed its first schematics.
 */
export function districtSpawns(galaxySeed: string, districtId: number, window: number): ResourceSpawn[] {
  const random = createRandom(hashSeed(`${galaxySeed}:resources:${districtId}:${window}`));
  const expiresAt = new Date((window + 1) * SPAWN_WINDOW_HOURS * 3_600_000);
  const spawns = Array.from({ length: SPAWNS_PER_DISTRICT }, (_, i): ResourceSpawn => {
    const kind: ResourceKind = i === 0 ? 'metal' : i === 1 ? 'organic' : random.pick(RESOURCE_KINDS);
    const name = `${random.pick(PREFIXES)}${random.pick(SUFFIXES)} ${KIND_NAMES[kind]}`;
    // The metal and the organic lie near the surface: richer than the rest, so a first survey finds them.
    const concentration = i < 2 ? random.int(50, 100) : random.int(10, 49);
    return { key: `${districtId}:${window}:${i}`, kind, name, quality: random.int(1, MAX_RESOURCE_QUALITY), concentration, expiresAt };
  });
  return spawns.sort((a, b) => b.concentration - a.concentration);
}
