import { roundStat, STAT_NAMES, type StatModifiers, type StatName } from '../ships/shipStats';
import { statFactor } from './craftOutcome';

/** What a ship-part schematic makes: the outfitter component it takes the place of, and its base modifiers. */
export interface ShipPartSpec {
  /** The ship's slot: one of each component per ship, crafted or bought (e.g. "Ion Thruster"). */
  component: string;
  /** The outfitter's category it belongs to (engines, cargo, hull, fuel, droids). */
  category: string;
  modifiers: StatModifiers;
}

const MOD_PREFIX = 'mod_';

/**
 * The modifiers a part crafted at `quality` (0–1) gives: each gain times the stat factor (0.6–1.4),
 * each trade-off times its mirror (1.4 at quality 0 down to 0.6 at 1), so better work both adds
 * more and costs less. Rounded as the ship's columns keep them.
 */
export function craftedModifiers(base: StatModifiers, quality: number): StatModifiers {
  const factor = statFactor(quality);
  const out: StatModifiers = {};
  for (const stat of STAT_NAMES) {
    const delta = base[stat];
    if (delta === undefined) continue;
    out[stat] = roundStat(stat, delta * (delta >= 0 ? factor : 2 - factor));
  }
  return out;
}

/** The item meta data a part carries: its component, category and modifiers (`mod_speed`...). */
export function partMeta(spec: ShipPartSpec, modifiers: StatModifiers = spec.modifiers): Record<string, string | number> {
  const meta: Record<string, string | number> = { ship_component: spec.component, ship_category: spec.category };
  for (const stat of STAT_NAMES) {
    const delta = modifiers[stat];
    if (delta !== undefined) meta[`${MOD_PREFIX}${stat}`] = delta;
  }
  return meta;
}

/** The part an item's meta data describes, or null for anything that is not a ship part. */
export function partOfMeta(meta: Readonly<Record<string, unknown>>): ShipPartSpec | null {
  if (typeof meta.ship_component !== 'string' || typeof meta.ship_category !== 'string') return null;
  const modifiers: StatModifiers = {};
  for (const stat of STAT_NAMES) {
    const value = meta[`${MOD_PREFIX}${stat}`];
    if (typeof value === 'number') modifiers[stat as StatName] = value;
  }
  return { component: meta.ship_component, category: meta.ship_category, modifiers };
}
