import type { BaseStats, CraftedStats } from './craftOutcome';

/**
 * The experimental attributes a crafter spends points on (issue 38): each is a number the player
 * reads on the crafted item. Damage raises both ends of a weapon's (or explosive's) damage,
 * protection both ends of armour's, potency what a medicine, meal or kit restores, duration how
 * long a meal's buff lasts, and value what the item is worth.
 */
export const EXPERIMENT_ATTRIBUTES = ['damage', 'protection', 'potency', 'duration', 'value'] as const;
export type ExperimentAttribute = (typeof EXPERIMENT_ATTRIBUTES)[number];
/** Points placed on each attribute; an attribute left out has none. */
export type ExperimentAllocation = Partial<Record<ExperimentAttribute, number>>;

/** What a schematic's experimentation can raise: its stats, and a meal's buff. */
export type ExperimentBase = BaseStats;

/** Share of a base number one point adds (the 4 % of quality a point is worth, on the 0.6–1.4 stat scale), at least one whole unit. */
export const STEP_PER_POINT = 0.032;

/** What one point on an attribute adds to a base number: 3.2 % of it, never less than 1, so every point shows. */
export function pointStep(baseValue: number): number {
  return Math.max(1, Math.round(baseValue * STEP_PER_POINT));
}

/** The attributes a schematic offers, in the order the allocator shows them (value last, always there). */
export function experimentAttributes(base: ExperimentBase): ExperimentAttribute[] {
  return [
    ...(base.damage ? ['damage' as const] : []),
    ...(base.protection ? ['protection' as const] : []),
    ...(base.effect !== undefined ? ['potency' as const] : []),
    ...(base.buff ? ['duration' as const] : []),
    'value',
  ];
}

/** Points the allocation places in all. */
export function pointsPlaced(allocation: ExperimentAllocation): number {
  return Object.values(allocation).reduce((sum, points) => sum + (points ?? 0), 0);
}

/**
 * Why an allocation cannot be crafted (the field to blame and the player's text), or null when it
 * can: whole non-negative points, on attributes the schematic has, no more than the craft's points.
 * Points left unplaced are allowed (and simply unspent).
 */
export function allocationProblem(base: ExperimentBase, points: number, allocation: ExperimentAllocation): { field: string; message: string } | null {
  const offered = new Set(experimentAttributes(base));
  for (const [attribute, placed] of Object.entries(allocation) as [ExperimentAttribute, number][]) {
    if (!offered.has(attribute)) return { field: `experiment.${attribute}`, message: `This schematic has no ${attribute} to experiment on.` };
    if (!Number.isInteger(placed) || placed < 0) return { field: `experiment.${attribute}`, message: 'Place whole points, none below zero.' };
  }
  const placed = pointsPlaced(allocation);
  if (placed > points) return { field: 'experiment', message: `You have ${points} experimentation points; you placed ${placed}.` };
  return null;
}

/** The allocation a craft gets when the player places none: the points dealt round the attributes in turn. */
export function evenAllocation(base: ExperimentBase, points: number): ExperimentAllocation {
  const attributes = experimentAttributes(base);
  const allocation: ExperimentAllocation = {};
  for (let i = 0; i < points; i++) {
    const attribute = attributes[i % attributes.length]!;
    allocation[attribute] = (allocation[attribute] ?? 0) + 1;
  }
  return allocation;
}

/** The crafted numbers raised by the placed points: each point adds its attribute's step to every number it governs. */
export function experimentedStats(base: ExperimentBase, assembledStats: CraftedStats, allocation: ExperimentAllocation): CraftedStats {
  const out: CraftedStats = { ...assembledStats };
  const on = (attribute: ExperimentAttribute) => allocation[attribute] ?? 0;
  out.price += on('value') * pointStep(base.price);
  if (base.damage && out.damage_min !== undefined && out.damage_max !== undefined) {
    out.damage_min += on('damage') * pointStep(base.damage[0]);
    out.damage_max += on('damage') * pointStep(base.damage[1]);
  }
  if (base.protection && out.protection_min !== undefined && out.protection_max !== undefined) {
    out.protection_min += on('protection') * pointStep(base.protection[0]);
    out.protection_max += on('protection') * pointStep(base.protection[1]);
  }
  if (base.effect !== undefined && out.effect_amount !== undefined) out.effect_amount += on('potency') * pointStep(base.effect);
  if (base.buff && out.buff_minutes !== undefined) out.buff_minutes += on('duration') * pointStep(base.buff.minutes);
  return out;
}
