import type { Selectable } from 'kysely';
import type { Rarity, SizeClass, StatModifiers } from '../schema';
import type { UpgradeTemplatesTable } from '../schema/ships';
import { roundStat } from '../../../shared/rules/ships/shipStats';

/** An upgrade sold by outfitters: a row of upgrade_templates. */
export type UpgradeTemplateSeed = Omit<Selectable<UpgradeTemplatesTable>, 'id'>;

interface Component {
  component: string;
  category: string;
  manufacturer: string;
  summary: string;
  lore: string;
  /** Modifiers of the Mk I model; each mark scales them up. */
  modifiers: StatModifiers;
  baseCost: number;
  minutes: number;
  sizes: SizeClass[];
}

const components: readonly Component[] = [
  { component: 'Ion Thruster', category: 'engines', manufacturer: 'Helios Shipworks', summary: 'Raises sublight and jump speed.', lore: 'Helios thrusters hum at a pitch every dock worker knows.', modifiers: { speed: 0.4 }, baseCost: 1_800, minutes: 30, sizes: [] },
  { component: 'Fusion Afterburner', category: 'engines', manufacturer: 'Vega Armaments', summary: 'Much more speed, paid for in fuel efficiency.', lore: 'Military surplus; the warranty stickers are still on.', modifiers: { speed: 0.8, fuel_efficiency: -0.1 }, baseCost: 2_600, minutes: 45, sizes: ['medium', 'large', 'capital'] },
  { component: 'Expanded Hold', category: 'cargo', manufacturer: 'Titan Heavy Industries', summary: 'Adds cargo space.', lore: 'Titan bolts extra bays where the brochure said none would fit.', modifiers: { cargo_capacity: 15 }, baseCost: 1_500, minutes: 40, sizes: [] },
  { component: 'Compression Racks', category: 'cargo', manufacturer: 'Corellia Drive Yards', summary: 'Packs more cargo at the cost of some speed.', lore: 'Dense racking for small hulls that want to carry like big ones.', modifiers: { cargo_capacity: 25, speed: -0.2 }, baseCost: 1_900, minutes: 50, sizes: ['small', 'medium'] },
  { component: 'Auxiliary Tank', category: 'fuel', manufacturer: 'Nova Dynamics', summary: 'Extends the fuel tank for longer runs.', lore: 'Nova tanks are rated for a century of hard burns.', modifiers: { max_fuel: 15 }, baseCost: 1_400, minutes: 25, sizes: [] },
  { component: 'Injector Tuning', category: 'fuel', manufacturer: 'Aurora Starcraft', summary: 'Improves fuel efficiency.', lore: 'Aurora engineers tune injectors by ear, or so they claim.', modifiers: { fuel_efficiency: 0.08 }, baseCost: 2_000, minutes: 35, sizes: [] },
  { component: 'Armour Plating', category: 'hull', manufacturer: 'Titan Heavy Industries', summary: 'Adds hull durability, slightly slowing the ship.', lore: 'Layered plate from Titan foundries: heavy, ugly, reassuring.', modifiers: { max_durability: 20, speed: -0.1 }, baseCost: 1_700, minutes: 60, sizes: [] },
  { component: 'Laser Battery', category: 'weapons', manufacturer: 'Vega Armaments', summary: 'Adds firepower for when pirates will not take a bribe.', lore: 'Vega batteries are legal in most systems. Most.', modifiers: { damage: 1.5 }, baseCost: 2_200, minutes: 45, sizes: [] },
];

const marks: readonly { mark: string; rarity: Rarity; scale: number; price: number }[] = [
  { mark: 'Mk I', rarity: 'common', scale: 1, price: 1 },
  { mark: 'Mk II', rarity: 'uncommon', scale: 1.6, price: 2.2 },
  { mark: 'Mk III', rarity: 'rare', scale: 2.4, price: 4 },
  { mark: 'Mk IV', rarity: 'epic', scale: 3.4, price: 7 },
  { mark: 'Mk V', rarity: 'legendary', scale: 4.6, price: 12 },
];

function scaled(modifiers: StatModifiers, scale: number): StatModifiers {
  const out: StatModifiers = {};
  for (const [stat, value] of Object.entries(modifiers) as [keyof StatModifiers, number][]) {
    out[stat] = roundStat(stat, value * scale);
  }
  return out;
}

/** Forty upgrades: eight components in five marks, common to legendary. */
export const upgradeTemplates: readonly UpgradeTemplateSeed[] = components.flatMap((c) =>
  marks.map((m, tier) => ({
    name: `${c.component} ${m.mark}`,
    description: c.summary,
    lore_description: c.lore,
    rarity: m.rarity,
    category: c.category,
    component: c.component,
    manufacturer: c.manufacturer,
    installation_time: Math.round(c.minutes * (1 + tier * 0.5)),
    effectiveness_rating: Math.round((4 + tier * 1.4) * 10) / 10,
    base_cost: Math.round(c.baseCost * m.price),
    stat_modifiers: scaled(c.modifiers, m.scale),
    compatible_sizes: c.sizes,
  })),
);
