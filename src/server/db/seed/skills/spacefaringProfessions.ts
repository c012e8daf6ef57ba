import type { ProfessionSpec } from './professionSpec';

/**
 * The trading and piloting professions this game lives on, and the two Force professions. The
 * spacefaring ones train only trading and pilot experience, what play earns today, so each can be
 * mastered by playing. The Force ones open at the end of their quest lines (the Jedi Path, the
 * Dark Path: `shared/rules/skills/professionUnlocks.ts`), not by another master.
 */
export const spacefaringProfessions: readonly ProfessionSpec[] = [
  {
    key: 'trader', name: 'Trader', category: 'social', experience: 'trading',
    description: 'Buys where a commodity is cheap and sells where it is dear. A trader pays less at the counter and keeps more of every profitable run.',
    trees: [
      ['Bargaining', 'haggling a better price out of every counter', 'trade_price_bonus'],
      ['Market Analysis', 'reading price boards across the lanes', 'trade_price_bonus'],
      ['Logistics', 'loading holds and planning fuel stops', 'fuel_efficiency', 'pilot'],
      ['Contacts', 'the dock workers and brokers who tip off a good deal', 'trade_price_bonus'],
    ],
    novice: ['Appraise', 'Read what a cargo lot is really worth before you bid.'],
    master: ['Trade Baron', 'Brokers across the galaxy know your name and quote you first.'],
  },
  {
    key: 'merchant', name: 'Merchant', category: 'social', experience: 'trading',
    description: 'Runs a business rather than a hold: steady margins, loyal buyers and a ledger that always balances.',
    trees: [
      ['Sales', 'closing a sale at the right price', 'trade_price_bonus'],
      ['Business Management', 'keeping a ledger that pays its way', 'trade_price_bonus'],
      ['Advertising', 'making buyers come to you', 'trade_price_bonus', 'social'],
      ['Hiring', 'crews and vendors who work for a fair share', 'trade_price_bonus'],
    ],
    novice: ['Post Wares', 'List goods for sale at any market you dock at.'],
    master: ['Merchant Prince', 'Your word is as good as a signed contract in every port.'],
  },
  {
    key: 'smuggler', name: 'Smuggler', category: 'hybrid', experience: 'trading',
    description: 'Carries what others will not, along lanes others avoid, and lives on fast ships and fast deals.',
    trees: [
      ['Black Market', 'selling to buyers who ask no questions', 'trade_price_bonus'],
      ['Slicing', 'opening locks and manifests that were meant to stay shut', 'trade_price_bonus'],
      ['Evasion', 'outrunning patrols and pirates', 'travel_speed', 'pilot'],
      ['Underworld', 'the favours and debts of the outer rim', 'combat_defense'],
    ],
    novice: ['Hidden Compartment', 'Stow goods where a customs scan will not look.'],
    master: ['Kessel Runner', 'No lane is too dangerous and no deadline too tight.'],
  },
  {
    key: 'pilot', name: 'Pilot', category: 'hybrid', experience: 'pilot',
    description: 'Flies the lanes for a living. A pilot burns less fuel and gets there sooner than anyone at the same helm.',
    trees: [
      ['Engine Tuning', 'coaxing more distance out of every fuel cell', 'fuel_efficiency'],
      ['Hyperspace Piloting', 'cutting clean lines through hyperspace', 'travel_speed'],
      ['Starship Combat', 'fighting with a ship rather than a blaster', 'combat_damage'],
      ['Shields', 'keeping a hull in one piece under fire', 'combat_defense'],
    ],
    novice: ['Preflight Check', 'Run a ship through its checks before every jump.'],
    master: ['Ace', 'Your ship answers the stick as if it could read your mind.'],
  },
  {
    key: 'navigator', name: 'Navigator', category: 'hybrid', experience: 'pilot',
    description: 'Plots the courses pilots fly. A navigator finds the short way through the lanes and wastes no fuel getting there.',
    trees: [
      ['Astrogation', 'plotting the shortest safe course', 'travel_speed'],
      ['Fuel Management', 'flying on the leanest mixture the engines allow', 'fuel_efficiency'],
      ['Star Charts', 'knowing every lane, beacon and hazard', 'fuel_efficiency'],
      ['Hazard Avoidance', 'steering clear of storms, mines and ambushes', 'combat_defense'],
    ],
    novice: ['Plot Course', 'Lay in a course across several lanes at once.'],
    master: ['Pathfinder', 'Charts are drawn from your logs, not the other way round.'],
  },
  {
    key: 'jedi', name: 'Jedi', category: 'force', experience: 'force',
    description: 'A guardian who found the Force by walking the Jedi Path. The way is long and costs twice the points.',
    trees: [
      ['Lightsaber', 'the elegant weapon of a more civilised age', 'combat_damage', 'melee'],
      ['Force Defence', 'turning blows and blaster bolts aside', 'combat_defense'],
      ['Force Healing', 'mending flesh with the Force', 'healing'],
      ['Force Enhancement', 'sensing what is coming before it arrives', 'force_power'],
    ],
    novice: ['Meditate', 'Calm the mind and recover in the Force.'],
    master: ['Jedi Knight', 'You are one with the Force, and the Force is with you.'],
  },
  {
    key: 'sith', name: 'Sith', category: 'force', experience: 'force',
    description: 'A warrior who draws on anger and the dark side, found at the end of the Dark Path. Power comes fast and costs twice the points.',
    trees: [
      ['Dark Lightsaber', 'the red blade and the forms that strike first', 'combat_damage', 'melee'],
      ['Force Lightning', 'turning hatred into lightning', 'force_power'],
      ['Dark Resilience', 'shrugging off pain through rage', 'combat_defense'],
      ['Force Drain', 'stealing the life of a foe to mend your own', 'healing'],
    ],
    novice: ['Channel Anger', 'Let fury sharpen your senses for a moment.'],
    master: ['Sith Lord', 'The dark side answers when you call.'],
  },
];
