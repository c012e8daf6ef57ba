import { evenAllocation, experimentedStats, pointsPlaced, type ExperimentAllocation } from './experimentation';
import { MAX_RESOURCE_QUALITY } from './resourceSpawns';

/** Experimentation points every crafter has, before skill. */
export const BASE_EXPERIMENT_POINTS = 2;
/** Quality each experimentation point adds, as a fraction of the whole. */
export const QUALITY_PER_POINT = 0.04;
/** A crafted item's stats run from this share of its schematic's base (quality 0)... */
export const MIN_STAT_FACTOR = 0.6;
/** ...to this share (quality 1). */
export const MAX_STAT_FACTOR = 1.4;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The resources' quality, weighted by the units each puts in (1–1000). */
export function averageQuality(parts: readonly { quality: number; units: number }[]): number {
  const units = parts.reduce((sum, part) => sum + part.units, 0);
  if (units === 0) return 0;
  return Math.round(parts.reduce((sum, part) => sum + part.quality * part.units, 0) / units);
}

/** Assembly: the item's quality (0–1) from its resources' quality, raised by the `crafting_assembly` bonus. */
export function assemblyQuality(resourceQuality: number, assemblyBonus: number): number {
  return round4(clamp01((resourceQuality / MAX_RESOURCE_QUALITY) * (1 + Math.max(0, assemblyBonus))));
}

/** Experimentation points a craft has: two, one more for every 5 % of `crafting_experimentation` bonus. */
export function experimentPoints(experimentationBonus: number): number {
  return BASE_EXPERIMENT_POINTS + Math.floor(Math.max(0, experimentationBonus) * 20 + 1e-9);
}

/** Experimentation: every point spent adds 4 % of quality, up to a flawless 1. */
export function experimentedQuality(assembled: number, points: number): number {
  return round4(clamp01(assembled + Math.max(0, points) * QUALITY_PER_POINT));
}

/** The factor a quality (0–1) puts on the schematic's base stats and price: 0.6 to 1.4. */
export function statFactor(quality: number): number {
  return round4(MIN_STAT_FACTOR + (MAX_STAT_FACTOR - MIN_STAT_FACTOR) * clamp01(quality));
}

/** The base stats a schematic makes; the crafted item's are these times its stat factor. */
export interface BaseStats {
  price: number;
  damage?: readonly [number, number];
  protection?: readonly [number, number];
  effect?: number;
  /** Food and drink: the recovery buff eating it gives (percent faster HAM regeneration, for minutes). */
  buff?: { percent: number; minutes: number };
}

/** The crafted item's numbers (what the item row keeps beside its template). */
export interface CraftedStats {
  price: number;
  damage_min?: number;
  damage_max?: number;
  protection_min?: number;
  protection_max?: number;
  effect_amount?: number;
  buff_percent?: number;
  buff_minutes?: number;
}

/** The stats of an item crafted at `quality`: each base number times the stat factor, at least 1. */
export function craftedStats(base: BaseStats, quality: number): CraftedStats {
  const factor = statFactor(quality);
  const scaled = (value: number) => Math.max(1, Math.round(value * factor));
  return {
    price: scaled(base.price),
    ...(base.damage ? { damage_min: scaled(base.damage[0]), damage_max: Math.max(scaled(base.damage[0]), scaled(base.damage[1])) } : {}),
    ...(base.protection ? { protection_min: scaled(base.protection[0]), protection_max: Math.max(scaled(base.protection[0]), scaled(base.protection[1])) } : {}),
    ...(base.effect !== undefined ? { effect_amount: scaled(base.effect) } : {}),
    ...(base.buff ? { buff_percent: scaled(base.buff.percent), buff_minutes: scaled(base.buff.minutes) } : {}),
  };
}

/** Experience a craft grants in its schematic's kind: 25 per point of complexity, up to half again for quality. */
export function craftExperience(complexity: number, quality: number): number {
  return Math.round(complexity * 25 * (1 + clamp01(quality) / 2));
}

/**
 * The whole craft, predicted or done: assembly sets the stats from the resources, then each
 * experimentation point the player placed raises its attribute's number (and the quality by 4 %).
 */
export interface CraftPrediction {
  resourceQuality: number;
  assembled: number;
  points: number;
  /** Where the points went (the player's choice, or dealt evenly when none was made). */
  allocation: ExperimentAllocation;
  quality: number;
  stats: CraftedStats;
  experience: number;
}

export function predictCraft(
  base: BaseStats,
  complexity: number,
  parts: readonly { quality: number; units: number }[],
  bonus: { assembly: number; experimentation: number },
  placed?: ExperimentAllocation,
): CraftPrediction {
  const resourceQuality = averageQuality(parts);
  const assembled = assemblyQuality(resourceQuality, bonus.assembly);
  const points = experimentPoints(bonus.experimentation);
  const allocation = placed ?? evenAllocation(base, points);
  const quality = experimentedQuality(assembled, Math.min(points, pointsPlaced(allocation)));
  const stats = experimentedStats(base, craftedStats(base, assembled), allocation);
  return { resourceQuality, assembled, points, allocation, quality, stats, experience: craftExperience(complexity, quality) };
}
