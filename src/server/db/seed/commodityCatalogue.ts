/** A commodity traded on the galactic market (GAME_RULES "Commodities and prices"). */
export interface CommoditySeed {
  name: string;
  category: CommodityCategory;
  base_price: number;
  /** Stock at which a market prices it at base: bulk goods are kept by the thousand, gems by the dozen. */
  reference_stock: number;
  /** Noise per minute as a fraction of the target stock: food is steady, spice is not. */
  volatility: number;
  description: string;
  special_requirements?: string[];
}

export const COMMODITY_CATEGORIES = ['food', 'minerals', 'metals', 'fuel', 'technology', 'medical', 'luxury', 'weapons', 'textiles', 'contraband'] as const;
export type CommodityCategory = (typeof COMMODITY_CATEGORIES)[number];

const SMUGGLING = 'Smuggling compartment: cargo may be seized in lawful systems';

/** Thirty commodities, three per category, cheapest first within each. */
export const commodityCatalogue: readonly CommoditySeed[] = [
  { name: 'Grain', category: 'food', base_price: 12, reference_stock: 3000, volatility: 0.0015, description: 'Bulk cereal from the agri-worlds, the staple of every galley.' },
  { name: 'Protein Rations', category: 'food', base_price: 28, reference_stock: 2000, volatility: 0.0015, description: 'Sealed high-protein bars that keep for years.' },
  { name: 'Hydroponic Produce', category: 'food', base_price: 45, reference_stock: 1200, volatility: 0.0025, description: 'Fresh vegetables grown under lamps, prized on mining stations.', special_requirements: ['Refrigerated cargo hold'] },
  { name: 'Silica Sand', category: 'minerals', base_price: 9, reference_stock: 4000, volatility: 0.0015, description: 'Fine sand for glass, chips and solar film.' },
  { name: 'Raw Ore', category: 'minerals', base_price: 20, reference_stock: 3000, volatility: 0.002, description: 'Unrefined metal-bearing rock straight from the asteroid belts.' },
  { name: 'Quantum Crystals', category: 'minerals', base_price: 140, reference_stock: 500, volatility: 0.003, description: 'Lattice crystals that focus lasers and tune sensor arrays.', special_requirements: ['Shock-mounted cargo racks'] },
  { name: 'Iron Ingots', category: 'metals', base_price: 35, reference_stock: 2500, volatility: 0.0015, description: 'Smelted iron, cast for shipyards and construction crews.' },
  { name: 'Titanium Alloy', category: 'metals', base_price: 120, reference_stock: 900, volatility: 0.002, description: 'Light, strong alloy plate for hulls and frames.' },
  { name: 'Precious Metals', category: 'metals', base_price: 420, reference_stock: 250, volatility: 0.0025, description: 'Gold, platinum and iridium bars for banks and electronics.' },
  { name: 'Hydrogen Cells', category: 'fuel', base_price: 24, reference_stock: 2500, volatility: 0.002, description: 'Pressurised hydrogen cells that run most sublight drives.' },
  { name: 'Tibanna Gas', category: 'fuel', base_price: 160, reference_stock: 700, volatility: 0.003, description: 'Rare gas mined from gas giants; it powers heavy blasters and hyperdrives.', special_requirements: ['Pressurised gas tanks'] },
  { name: 'Antimatter Pods', category: 'fuel', base_price: 850, reference_stock: 120, volatility: 0.0035, description: 'Magnetically sealed antimatter for capital-ship reactors.', special_requirements: ['Containment field: hazardous cargo'] },
  { name: 'Computer Chips', category: 'technology', base_price: 210, reference_stock: 600, volatility: 0.0025, description: 'Processors and memory for every console in the galaxy.' },
  { name: 'Droid Parts', category: 'technology', base_price: 300, reference_stock: 450, volatility: 0.0025, description: 'Servos, motivators and logic boards for droid workshops.' },
  { name: 'Hyperdrive Components', category: 'technology', base_price: 780, reference_stock: 150, volatility: 0.003, description: 'Precision-tuned hyperdrive motivators and field coils.', special_requirements: ['Shock-mounted cargo racks'] },
  { name: 'Medical Supplies', category: 'medical', base_price: 95, reference_stock: 1000, volatility: 0.002, description: 'Bandages, syringes, stims and surgical kits.' },
  { name: 'Vaccines', category: 'medical', base_price: 180, reference_stock: 500, volatility: 0.003, description: 'Vaccines against the plagues of the outer rim.', special_requirements: ['Climate-controlled hold'] },
  { name: 'Bacta', category: 'medical', base_price: 260, reference_stock: 400, volatility: 0.0025, description: 'The healing gel every hospital and mercenary company wants.', special_requirements: ['Climate-controlled hold'] },
  { name: 'Cotton Fabric', category: 'textiles', base_price: 18, reference_stock: 2500, volatility: 0.0015, description: 'Bolts of plain cotton from the garden worlds.' },
  { name: 'Synthsilk', category: 'textiles', base_price: 75, reference_stock: 1000, volatility: 0.002, description: 'A smooth synthetic silk loved by tailors of the core worlds.' },
  { name: 'Armorweave', category: 'textiles', base_price: 240, reference_stock: 400, volatility: 0.0025, description: 'Ballistic fibre woven into armour and flight suits.' },
  { name: 'Fine Wine', category: 'luxury', base_price: 190, reference_stock: 500, volatility: 0.0025, description: 'Vintages from the vineyards of temperate worlds.' },
  { name: 'Artwork', category: 'luxury', base_price: 1100, reference_stock: 80, volatility: 0.004, description: 'Sculpture and holo-paintings bound for collectors.', special_requirements: ['Insured shipping'] },
  { name: 'Gemstones', category: 'luxury', base_price: 1500, reference_stock: 60, volatility: 0.004, description: 'Cut and uncut gems from volcanic and crystal worlds.', special_requirements: ['Insured shipping'] },
  { name: 'Small Arms', category: 'weapons', base_price: 320, reference_stock: 400, volatility: 0.0025, description: 'Blaster pistols and holdout weapons for traders and guards.', special_requirements: ['Arms trading licence'] },
  { name: 'Blaster Rifles', category: 'weapons', base_price: 520, reference_stock: 250, volatility: 0.003, description: 'Military-grade rifles for militias and security forces.', special_requirements: ['Arms trading licence'] },
  { name: 'Starship Munitions', category: 'weapons', base_price: 680, reference_stock: 180, volatility: 0.003, description: 'Torpedoes, missiles and cannon charges.', special_requirements: ['Arms trading licence', 'Containment field: hazardous cargo'] },
  { name: 'Death Sticks', category: 'contraband', base_price: 380, reference_stock: 200, volatility: 0.0045, description: 'An illegal narcotic sold in the shadows of every spaceport.', special_requirements: [SMUGGLING] },
  { name: 'Spice', category: 'contraband', base_price: 600, reference_stock: 150, volatility: 0.0045, description: 'Glitterstim and other spices, worth a fortune to the right buyer.', special_requirements: [SMUGGLING] },
  { name: 'Stolen Data Cores', category: 'contraband', base_price: 950, reference_stock: 90, volatility: 0.005, description: 'Corporate secrets sliced from secure archives.', special_requirements: [SMUGGLING] },
];
