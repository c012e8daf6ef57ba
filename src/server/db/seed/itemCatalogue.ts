import type { EquipmentSlot, ItemCategory } from '../../../shared/rules/items/itemKinds';
import type { Rarity } from '../../../shared/rules/rarity';

/** One entry of the item catalogue shops sell and loot draws from. */
export interface ItemTemplate {
  name: string;
  description: string;
  category: ItemCategory;
  quality: Rarity;
  price: number;
  slots?: EquipmentSlot[];
  damage?: [number, number];
  protection?: [number, number];
  /** Hull points a repair kit restores, health a medical item heals. */
  effect?: number;
  meta: Record<string, string | number>;
}

const weapons: ItemTemplate[] = [
  { name: 'Rusted Slugthrower', description: 'A pitted projectile pistol that fires when it feels like it.', category: 'weapon', quality: 'poor', price: 90, slots: ['weapon'], damage: [3, 8], meta: { weapon_type: 'pistol', manufacturer: 'Unknown', weight: 1.4 } },
  { name: 'Service Blaster', description: 'Standard-issue sidearm of the system patrols: reliable, unremarkable.', category: 'weapon', quality: 'common', price: 420, slots: ['weapon'], damage: [8, 14], meta: { weapon_type: 'pistol', manufacturer: 'Corvane Arms', weight: 1.1 } },
  { name: 'Vibro-Knife', description: 'A humming blade that parts armour weave like cloth.', category: 'weapon', quality: 'uncommon', price: 780, slots: ['weapon'], damage: [10, 18], meta: { weapon_type: 'melee', manufacturer: 'Kessel Forge', weight: 0.6 } },
  { name: 'Shock Gauntlets', description: 'Charged fists: worn on the hands or swung as a weapon.', category: 'weapon', quality: 'uncommon', price: 950, slots: ['hands', 'weapon'], damage: [9, 16], protection: [1, 3], meta: { weapon_type: 'brawling', manufacturer: 'Ionis Labs', weight: 1.8 } },
  { name: 'Pulse Carbine', description: 'A compact rifle that fires three-bolt bursts.', category: 'weapon', quality: 'rare', price: 2400, slots: ['weapon'], damage: [16, 28], meta: { weapon_type: 'carbine', manufacturer: 'Corvane Arms', weight: 3.2 } },
  { name: 'Plasma Lance', description: 'A long-barrelled beam weapon favoured by bounty hunters.', category: 'weapon', quality: 'epic', price: 6800, slots: ['weapon'], damage: [26, 42], meta: { weapon_type: 'rifle', manufacturer: 'Helix Dynamics', weight: 4.5 } },
  { name: 'Starforged Saber', description: 'A blade tempered in a dying star; there are said to be seven.', category: 'weapon', quality: 'legendary', price: 18500, slots: ['weapon'], damage: [38, 60], meta: { weapon_type: 'melee', manufacturer: 'Unknown artisan', weight: 1.2 } },
];

/** Thrown in a fight (the `use_item` action) and used up: the blast deals the damage range once. */
export const explosives: readonly ItemTemplate[] = [
  { name: 'Pipe Charge', description: 'A scrap-metal tube packed with mining powder. Light the fuse and throw.', category: 'explosive', quality: 'poor', price: 45, damage: [10, 20], meta: { weapon_type: 'explosives', manufacturer: 'Unknown', weight: 0.5 } },
  { name: 'Frag Grenade', description: 'A fist-sized shell that bursts into a cloud of shrapnel.', category: 'explosive', quality: 'common', price: 130, damage: [18, 30], meta: { weapon_type: 'explosives', manufacturer: 'Corvane Arms', weight: 0.4 } },
  { name: 'Sonic Charge', description: 'A pulse grenade whose shockwave rattles bone and armour alike.', category: 'explosive', quality: 'uncommon', price: 380, damage: [28, 44], meta: { weapon_type: 'explosives', manufacturer: 'Ionis Labs', weight: 0.5 } },
  { name: 'Thermal Detonator', description: 'A baradium sphere: nobody stands near it twice.', category: 'explosive', quality: 'rare', price: 950, damage: [45, 70], meta: { weapon_type: 'explosives', manufacturer: 'Helix Dynamics', weight: 0.6 } },
];

const armour: ItemTemplate[] = [
  { name: 'Padded Cap', description: 'Quilted fabric that keeps the worst knocks off your skull.', category: 'armour', quality: 'poor', price: 60, slots: ['head'], protection: [1, 2], meta: { weight: 0.3 } },
  { name: 'Flight Helmet', description: 'A pilot’s sealed helmet with a cracked-but-working visor display.', category: 'armour', quality: 'common', price: 320, slots: ['head'], protection: [3, 6], meta: { manufacturer: 'Aerostar', weight: 1.0 } },
  { name: 'Spacer’s Jacket', description: 'Armoured canvas with a dozen pockets and one hidden one.', category: 'armour', quality: 'common', price: 380, slots: ['body'], protection: [4, 8], meta: { weight: 2.5 } },
  { name: 'Composite Vest', description: 'Ceramic plates in a ballistic weave.', category: 'armour', quality: 'uncommon', price: 1100, slots: ['body'], protection: [8, 14], meta: { manufacturer: 'Ironclad Outfitters', weight: 5.0 } },
  { name: 'Grip Gloves', description: 'Textured gloves for hull work and bar fights.', category: 'armour', quality: 'common', price: 150, slots: ['hands'], protection: [1, 3], meta: { weight: 0.4 } },
  { name: 'Armoured Greaves', description: 'Segmented leg plates that still let you run.', category: 'armour', quality: 'uncommon', price: 700, slots: ['legs'], protection: [5, 9], meta: { manufacturer: 'Ironclad Outfitters', weight: 3.5 } },
  { name: 'Mag-Boots', description: 'Magnetic soles that hold you to a deck in zero gravity.', category: 'armour', quality: 'common', price: 260, slots: ['feet'], protection: [2, 4], meta: { manufacturer: 'Aerostar', weight: 2.0 } },
  { name: 'Stealth Treads', description: 'Whisper-soled boots lined with dampening gel.', category: 'armour', quality: 'rare', price: 1900, slots: ['feet'], protection: [4, 7], meta: { manufacturer: 'Nightjar', weight: 1.5 } },
  { name: 'Aegis Battle Plate', description: 'Full-torso powered plate from the Consortium wars.', category: 'armour', quality: 'epic', price: 7400, slots: ['body'], protection: [18, 28], meta: { manufacturer: 'Helix Dynamics', weight: 9.0 } },
];

const shields: ItemTemplate[] = [
  { name: 'Scrap Buckler', description: 'A hull panel with a handle welded on.', category: 'shield', quality: 'poor', price: 110, slots: ['shield'], protection: [2, 4], meta: { weight: 3.0 } },
  { name: 'Deflector Buckler', description: 'A wrist projector: a shield, or a guard for the hands.', category: 'shield', quality: 'uncommon', price: 1200, slots: ['shield', 'hands'], protection: [6, 11], meta: { manufacturer: 'Ionis Labs', weight: 1.2 } },
  { name: 'Energy Barrier', description: 'A personal field that drinks blaster fire.', category: 'shield', quality: 'rare', price: 3600, slots: ['shield'], protection: [12, 20], meta: { manufacturer: 'Helix Dynamics', weight: 2.2 } },
];

const supplies: ItemTemplate[] = [
  { name: 'Stim Pack', description: 'A single-use injector that closes small wounds.', category: 'medical', quality: 'common', price: 75, effect: 25, meta: { manufacturer: 'Bactacorp' } },
  { name: 'Field Medkit', description: 'Bandages, bacta gel and a sterile sprayer: heals serious wounds.', category: 'medical', quality: 'uncommon', price: 240, effect: 60, meta: { manufacturer: 'Bactacorp' } },
  { name: 'Trauma Kit', description: 'Surgical-grade kit that brings a pilot back from the brink.', category: 'medical', quality: 'rare', price: 900, effect: 150, meta: { manufacturer: 'Bactacorp' } },
  { name: 'Hull Patch Kit', description: 'Sealant foam and patch plates: restores 25 hull points to your active ship.', category: 'repair_kit', quality: 'common', price: 180, effect: 25, meta: { manufacturer: 'Dockside Supply' } },
  { name: 'Structural Repair Kit', description: 'Welding drones and alloy stock: restores 80 hull points to your active ship.', category: 'repair_kit', quality: 'uncommon', price: 520, effect: 80, meta: { manufacturer: 'Dockside Supply' } },
  { name: 'Nanite Restoration Swarm', description: 'A canister of repair nanites: restores 250 hull points to your active ship.', category: 'repair_kit', quality: 'epic', price: 2200, effect: 250, meta: { manufacturer: 'Ionis Labs' } },
];

const curios: ItemTemplate[] = [
  { name: 'Cracked Data Chip', description: 'Someone’s lost memories. Probably worthless.', category: 'curio', quality: 'poor', price: 20, meta: { tradeable: 'yes' } },
  { name: 'Nebula Glass Shard', description: 'Glass fused in a nebula’s heart; it glows faintly blue.', category: 'curio', quality: 'common', price: 140, meta: { tradeable: 'yes', origin: 'Outer nebulae' } },
  { name: 'Precursor Coin', description: 'A coin of a civilisation no one remembers.', category: 'curio', quality: 'uncommon', price: 650, meta: { tradeable: 'yes', origin: 'Unknown' } },
  { name: 'Jade Idol', description: 'A carved idol collectors across the sector fight over.', category: 'curio', quality: 'rare', price: 2100, meta: { tradeable: 'yes', origin: 'Temple moons' } },
  { name: 'Singing Crystal', description: 'Hums a different note in every star system.', category: 'curio', quality: 'epic', price: 5200, meta: { tradeable: 'yes' } },
  { name: 'Heart of the Void', description: 'A black gem that bends the light around it.', category: 'curio', quality: 'legendary', price: 24000, meta: { tradeable: 'yes', origin: 'The Void' } },
];

/** The item catalogue (issue 17): weapons, armour for each slot, shields, medical supplies, repair kits, curios and explosives. */
export const itemCatalogue: readonly ItemTemplate[] = [...weapons, ...armour, ...shields, ...supplies, ...curios, ...explosives];
