import type { Selectable } from 'kysely';
import type { ShipTemplatesTable } from '../schema/ships';

type Rating = 'reliability_rating' | 'fuel_efficiency_rating' | 'cargo_rating' | 'combat_rating';

/** A ship model sold in shipyards; stats stay within the spec's bar maxima (seed 001 §2). */
export type ShipTemplateSeed = Omit<Selectable<ShipTemplatesTable>, 'id' | 'is_rare' | 'is_starter' | Rating> & {
  is_rare?: boolean;
  is_starter?: boolean;
  ratings: { reliability: number; fuel_efficiency: number; cargo: number; combat: number };
};

/** Twelve models across the four size classes from five manufacturers. The first starter is every new captain's. */
export const shipTemplates: readonly ShipTemplateSeed[] = [
  {
    name: 'Kestrel Courier', manufacturer: 'Corellia Drive Yards', size_class: 'small', is_starter: true,
    description: 'A nimble light courier with a modest hold: the ship most captains learn on.',
    lore_description: 'Thousands of Kestrels ply the inner lanes; spare parts are sold at every shuttleport.',
    base_price: 12_000, daily_maintenance: 60, availability_level: 95,
    speed: 5, cargo_capacity: 60, max_fuel: 100, fuel_efficiency: 1.2, max_durability: 100, damage: 2,
    ratings: { reliability: 7.5, fuel_efficiency: 7, cargo: 3, combat: 2.5 }, recommended_for: ['New captains', 'Short hauls', 'Courier work'],
  },
  {
    name: 'Sparrow Skiff', manufacturer: 'Helios Shipworks', size_class: 'small',
    description: 'A fast, thin-hulled skiff for runners who value speed over cargo.',
    lore_description: 'Helios built the Sparrow for the mail runs of the frontier worlds.',
    base_price: 18_500, daily_maintenance: 75, availability_level: 80,
    speed: 7.5, cargo_capacity: 40, max_fuel: 90, fuel_efficiency: 1.4, max_durability: 80, damage: 3,
    ratings: { reliability: 6.5, fuel_efficiency: 8, cargo: 2, combat: 3 }, recommended_for: ['Speed runs', 'Exploration'],
  },
  {
    name: 'Pathfinder Scout', manufacturer: 'Nova Dynamics', size_class: 'small',
    description: 'A long-legged scout with a big tank for deep-space surveys.',
    lore_description: 'Pathfinders mapped half the outer lanes before the trade guilds arrived.',
    base_price: 24_000, daily_maintenance: 90, availability_level: 70,
    speed: 6, cargo_capacity: 50, max_fuel: 160, fuel_efficiency: 1.7, max_durability: 110, damage: 4,
    ratings: { reliability: 8, fuel_efficiency: 9, cargo: 2.5, combat: 3.5 }, recommended_for: ['Exploration', 'Long routes'],
  },
  {
    name: 'Mule Freighter', manufacturer: 'Corellia Drive Yards', size_class: 'medium',
    description: 'A dependable medium freighter: slow, roomy and cheap to run.',
    lore_description: 'The Mule has carried more grain across the galaxy than any other hull.',
    base_price: 42_000, daily_maintenance: 140, availability_level: 85,
    speed: 4, cargo_capacity: 180, max_fuel: 150, fuel_efficiency: 1.1, max_durability: 180, damage: 4,
    ratings: { reliability: 8.5, fuel_efficiency: 6, cargo: 6.5, combat: 3 }, recommended_for: ['Bulk trade', 'Contracts'],
  },
  {
    name: 'Vanguard Trader', manufacturer: 'Helios Shipworks', size_class: 'medium',
    description: 'An armed trader that can outrun pirates or face them.',
    lore_description: 'Vanguards escort guild caravans through the dangerous rim systems.',
    base_price: 58_000, daily_maintenance: 180, availability_level: 65,
    speed: 5.5, cargo_capacity: 140, max_fuel: 170, fuel_efficiency: 1.3, max_durability: 220, damage: 9,
    ratings: { reliability: 7.5, fuel_efficiency: 6.5, cargo: 5.5, combat: 6.5 }, recommended_for: ['Dangerous routes', 'Mixed trade'],
  },
  {
    name: 'Meridian Clipper', manufacturer: 'Aurora Starcraft', size_class: 'medium',
    description: 'A sleek luxury clipper, fast for its size and frugal with fuel.',
    lore_description: 'Aurora sells the Meridian to merchants who want to be seen arriving.',
    base_price: 71_000, daily_maintenance: 210, availability_level: 50,
    speed: 7, cargo_capacity: 120, max_fuel: 180, fuel_efficiency: 1.6, max_durability: 170, damage: 5,
    ratings: { reliability: 8, fuel_efficiency: 8.5, cargo: 5, combat: 4 }, recommended_for: ['Luxury goods', 'Fast trade'],
  },
  {
    name: 'Atlas Hauler', manufacturer: 'Titan Heavy Industries', size_class: 'large',
    description: 'A heavy bulk hauler with a cavernous hold.',
    lore_description: 'Titan welds Atlas hulls in orbit; they never land on anything smaller than a moon.',
    base_price: 115_000, daily_maintenance: 320, availability_level: 55,
    speed: 3, cargo_capacity: 380, max_fuel: 240, fuel_efficiency: 0.9, max_durability: 300, damage: 6,
    ratings: { reliability: 8, fuel_efficiency: 4.5, cargo: 9, combat: 4 }, recommended_for: ['Bulk trade', 'Ore and metals'],
  },
  {
    name: 'Bastion Carrier', manufacturer: 'Nova Dynamics', size_class: 'large',
    description: 'An armoured cargo carrier built to survive the rim.',
    lore_description: 'Bastions were militia transports before the guilds bought the surplus.',
    base_price: 138_000, daily_maintenance: 380, availability_level: 40,
    speed: 4, cargo_capacity: 300, max_fuel: 220, fuel_efficiency: 1, max_durability: 340, damage: 12,
    ratings: { reliability: 8.5, fuel_efficiency: 5, cargo: 8, combat: 7.5 }, recommended_for: ['Dangerous routes', 'High-value cargo'],
  },
  {
    name: 'Horizon Liner', manufacturer: 'Aurora Starcraft', size_class: 'large',
    description: 'A long-range liner with generous tanks and a smooth drive.',
    lore_description: 'Horizon liners connect the far colonies on schedules older than most captains.',
    base_price: 152_000, daily_maintenance: 400, availability_level: 35,
    speed: 5.5, cargo_capacity: 260, max_fuel: 280, fuel_efficiency: 1.5, max_durability: 260, damage: 6,
    ratings: { reliability: 9, fuel_efficiency: 7.5, cargo: 7, combat: 4.5 }, recommended_for: ['Long routes', 'Luxury goods'],
  },
  {
    name: 'Leviathan Bulkship', manufacturer: 'Titan Heavy Industries', size_class: 'capital',
    description: 'A capital-class bulk ship: the largest hold a private captain can own.',
    lore_description: 'Only a handful of Leviathans fly under private flags; each one moves a market.',
    base_price: 320_000, daily_maintenance: 900, availability_level: 15, is_rare: true,
    speed: 2.5, cargo_capacity: 500, max_fuel: 300, fuel_efficiency: 0.8, max_durability: 400, damage: 14,
    ratings: { reliability: 8.5, fuel_efficiency: 3.5, cargo: 10, combat: 7 }, recommended_for: ['Bulk trade', 'Market making'],
  },
  {
    name: 'Sovereign Cruiser', manufacturer: 'Vega Armaments', size_class: 'capital',
    description: 'A decommissioned navy cruiser refitted for armed commerce.',
    lore_description: 'Vega sells Sovereigns only to captains with a spotless record.',
    base_price: 410_000, daily_maintenance: 1_100, availability_level: 10, is_rare: true,
    speed: 4.5, cargo_capacity: 320, max_fuel: 300, fuel_efficiency: 1.1, max_durability: 400, damage: 20,
    ratings: { reliability: 9, fuel_efficiency: 5, cargo: 8, combat: 10 }, recommended_for: ['Dangerous routes', 'Escort work', 'Combat'],
  },
  {
    name: 'Warden Gunship', manufacturer: 'Vega Armaments', size_class: 'medium',
    description: 'A compact gunship with a small hold, for captains who expect trouble.',
    lore_description: 'Wardens patrol the lanes for the trade guilds and hunt the pirates who prey on them.',
    base_price: 64_000, daily_maintenance: 230, availability_level: 45,
    speed: 6.5, cargo_capacity: 80, max_fuel: 140, fuel_efficiency: 1.2, max_durability: 240, damage: 16,
    ratings: { reliability: 7.5, fuel_efficiency: 6, cargo: 3.5, combat: 9 }, recommended_for: ['Combat', 'Bounty work'],
  },
];
