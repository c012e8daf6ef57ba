/** The stats every ship has: its model's, and its effective ones (the model's plus its installed upgrades). */
export const STAT_NAMES = ['speed', 'cargo_capacity', 'max_fuel', 'fuel_efficiency', 'max_durability', 'damage'] as const;

export type StatName = (typeof STAT_NAMES)[number];

/** A ship's effective stats (its model's plus its installed upgrades). */
export type ShipStats = Record<StatName, number>;

/** What an upgrade adds to each stat (negative for a trade-off). */
export type StatModifiers = Partial<Record<StatName, number>>;

/** Capacities are whole units (integer columns); rates keep two decimals. */
const WHOLE_STATS: ReadonlySet<StatName> = new Set(['cargo_capacity', 'max_fuel', 'max_durability']);

/** A stat value as its column keeps it. */
export function roundStat(stat: StatName, value: number): number {
  return WHOLE_STATS.has(stat) ? Math.round(value) : Math.round(value * 100) / 100;
}

/** `stats` with `modifiers` added (`direction` 1, installing) or taken away (-1, uninstalling). */
export function applyModifiers(stats: ShipStats, modifiers: StatModifiers, direction: 1 | -1 = 1): ShipStats {
  const next = { ...stats };
  for (const stat of STAT_NAMES) {
    const delta = modifiers[stat];
    if (delta !== undefined) next[stat] = roundStat(stat, stats[stat] + direction * delta);
  }
  return next;
}

/**
 * The first stat `stats` would break, or null: a ship needs speed, a hold, a tank, a hull and fuel
 * efficiency above zero, and cannot have negative firepower.
 */
export function invalidStat(stats: ShipStats): StatName | null {
  for (const stat of STAT_NAMES) {
    if (stat === 'damage' ? stats.damage < 0 : stats[stat] <= 0) return stat;
  }
  return null;
}

export interface TankAndHull {
  fuel: number;
  durability: number;
}

/**
 * Fuel and durability after an upgrade goes in or comes out. New plating arrives undamaged, so a
 * hull upgrade adds its durability; removing it takes that durability away again. A bigger tank
 * arrives empty. Both end within the new maxima.
 */
export function tankAndHullAfter(current: TankAndHull, after: ShipStats, modifiers: StatModifiers, direction: 1 | -1): TankAndHull {
  const hullDelta = direction * (modifiers.max_durability ?? 0);
  const durability = Math.min(after.max_durability, Math.max(0, current.durability + hullDelta));
  const fuel = Math.min(after.max_fuel, current.fuel);
  return { fuel: Math.round(fuel * 100) / 100, durability: Math.round(durability * 100) / 100 };
}

/** Human names of the stats, for summaries and bars. */
export const STAT_LABELS: Record<StatName, string> = {
  speed: 'Speed',
  cargo_capacity: 'Capacity',
  max_fuel: 'Fuel',
  fuel_efficiency: 'Efficiency',
  max_durability: 'Durability',
  damage: 'Damage',
};

/** "+0.4 Speed, −0.1 Efficiency": what an upgrade does, in the order of the stat list. */
export function describeModifiers(modifiers: StatModifiers): string {
  const parts: string[] = [];
  for (const stat of STAT_NAMES) {
    const delta = modifiers[stat];
    if (delta === undefined || delta === 0) continue;
    parts.push(`${delta > 0 ? '+' : '−'}${Math.abs(delta)} ${STAT_LABELS[stat]}`);
  }
  return parts.join(', ');
}
