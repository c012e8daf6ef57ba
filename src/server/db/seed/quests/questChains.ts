import { credits, item, step, xp, type QuestSeed } from './questCatalogue';

/** Story chains, one per region: a thread of visits and deeds that ends with a real prize. */
const story: QuestSeed[] = [
  {
    key: 'frontier_signal', name: 'A Signal from the Frontier', quest_type: 'story', category: 'Story', level: 2, chain: 'story_frontier', area: 5,
    description: 'A looping distress beacon is broadcasting from {area:5}. Nobody else is answering it.',
    objective: 'Reach {area:5}.',
    steps: [step('visit', 'Reach {area:5}', 'Fly to {area:5} and trace the beacon.', 1, 5)],
    rewards: [credits(2500), xp(150, 'pilot')],
  },
  {
    key: 'frontier_survivors', name: 'Survivors of the Drift', quest_type: 'story', category: 'Story', level: 3, chain: 'story_frontier', area: 5,
    description: 'The beacon came from a crippled hauler. Its crew need medical supplies and someone to chase off the scavengers.',
    objective: 'Buy supplies and drive off the scavengers.',
    steps: [step('buy', 'Buy supplies', 'Buy cargo to keep the survivors alive.', 2), step('defeat', 'Drive off the scavengers', 'Win two fights.', 2)],
    rewards: [credits(4000), item('Field Medkit', 2)],
  },
  {
    key: 'frontier_home', name: 'The Long Way Home', quest_type: 'story', category: 'Story', level: 4, chain: 'story_frontier', area: 5,
    description: 'Escort the survivors back to the core: three jumps through hostile lanes.',
    objective: 'Make three jumps.',
    steps: [step('travel', 'Make three jumps', 'Start three hyperspace jumps.', 3), step('visit', 'Bring them to {area:0}', 'Arrive in {area:0}.', 1, 0)],
    rewards: [credits(8000), xp(400, 'pilot'), item('Composite Vest')],
  },
  {
    key: 'core_ledger', name: 'The Missing Ledger', quest_type: 'story', category: 'Story', level: 2, chain: 'story_core', area: 0,
    description: 'A broker in {area:0} lost a data ledger with half the sector’s debts on it. Word is it was sold on.',
    objective: 'Trade your way into the broker network.',
    steps: [step('trade', 'Make five trades', 'Buy or sell five times to earn the brokers’ trust.', 5)],
    rewards: [credits(3000), xp(200, 'trading')],
  },
  {
    key: 'core_courier', name: 'Quiet Courier', quest_type: 'story', category: 'Story', level: 3, chain: 'story_core', area: 0,
    description: 'The ledger is moving through contract couriers. Become one of them.',
    objective: 'Deliver two contracts.',
    steps: [step('contract_accept', 'Take two contracts', 'Accept two trading contracts.', 2), step('deliver', 'Deliver them', 'Deliver two contracts.', 2)],
    rewards: [credits(5000), item('Precursor Coin')],
  },
  {
    key: 'core_exposed', name: 'Exposed', quest_type: 'story', category: 'Story', level: 4, chain: 'story_core', area: 0,
    description: 'The ledger is in {area:3}, held by the people who stole it. Go and take it back.',
    objective: 'Reach {area:3} and win the fight.',
    steps: [step('visit', 'Reach {area:3}', 'Fly to {area:3}.', 1, 3), step('defeat', 'Recover the ledger', 'Win a fight.', 1)],
    rewards: [credits(9000), xp(300, 'combat'), item('Jade Idol')],
  },
  {
    key: 'nebula_glass', name: 'Glass of the Nebula', quest_type: 'story', category: 'Story', level: 2, chain: 'story_nebula', area: 9,
    description: 'Collectors pay for glass from the nebula around {area:9}. First you must get there.',
    objective: 'Reach {area:9}.',
    steps: [step('visit', 'Reach {area:9}', 'Fly to {area:9}.', 1, 9)],
    rewards: [credits(2500), item('Nebula Glass Shard')],
  },
  {
    key: 'nebula_market', name: 'A Market for Wonders', quest_type: 'story', category: 'Story', level: 3, chain: 'story_nebula', area: 9,
    description: 'Turn the nebula’s trade into profit: buy low here and sell high elsewhere.',
    objective: 'Sell at a profit three times.',
    steps: [step('sell_profit', 'Sell at a profit three times', 'Make three profitable sales.', 3)],
    rewards: [credits(6000), xp(300, 'trading')],
  },
  {
    key: 'nebula_song', name: 'The Singing Crystal', quest_type: 'story', category: 'Story', level: 5, chain: 'story_nebula', area: 9,
    description: 'A crystal that sings in every system: find where it rests and claim it from its guardians.',
    objective: 'Visit {area:12}, then win two fights.',
    steps: [step('visit', 'Reach {area:12}', 'Fly to {area:12}.', 1, 12), step('defeat', 'Face the guardians', 'Win two fights.', 2)],
    rewards: [credits(12000), item('Singing Crystal')],
  },
];

/** Faction chains: the Merchant Guild, the Pilots’ Union and the System Patrol each have work for you. */
const faction: QuestSeed[] = [
  {
    key: 'guild_initiate', name: 'Guild Initiate', quest_type: 'faction', category: 'Merchant Guild', level: 2, chain: 'faction_guild', faction: 'Merchant Guild',
    description: 'The Merchant Guild takes only captains who can turn a profit. Show them.',
    objective: 'Make ten trades.',
    steps: [step('trade', 'Make ten trades', 'Buy or sell ten times.', 10)],
    rewards: [credits(3000), xp(250, 'trading')],
  },
  {
    key: 'guild_broker', name: 'Guild Broker', quest_type: 'faction', category: 'Merchant Guild', level: 3, chain: 'faction_guild', faction: 'Merchant Guild',
    description: 'Guild brokers run contracts across the sector.',
    objective: 'Deliver three contracts.',
    steps: [step('deliver', 'Deliver three contracts', 'Complete three trading contracts.', 3)],
    rewards: [credits(7000), xp(400, 'trading')],
  },
  {
    key: 'guild_charter', name: 'Guild Charter', quest_type: 'faction', category: 'Merchant Guild', level: 5, chain: 'faction_guild', faction: 'Merchant Guild',
    description: 'Full members get a ship of their own from the Guild yards.',
    objective: 'Sell at a profit five times.',
    steps: [step('sell_profit', 'Five profitable sales', 'Sell at a profit five times.', 5)],
    rewards: [credits(5000), { type: 'ship', amount: 1, ship: 'Sparrow Skiff' }],
  },
  {
    key: 'union_wings', name: 'Union Wings', quest_type: 'faction', category: 'Pilots’ Union', level: 2, chain: 'faction_union', faction: 'Pilots’ Union',
    description: 'The Pilots’ Union logs every captain’s jumps. Earn your wings.',
    objective: 'Make five jumps.',
    steps: [step('travel', 'Make five jumps', 'Start five hyperspace jumps.', 5)],
    rewards: [credits(3000), xp(300, 'pilot')],
  },
  {
    key: 'union_charts', name: 'Charting the Lanes', quest_type: 'faction', category: 'Pilots’ Union', level: 3, chain: 'faction_union', faction: 'Pilots’ Union',
    description: 'The Union needs fresh charts of the outer systems.',
    objective: 'Visit {area:7} and {area:15}.',
    steps: [step('visit', 'Chart {area:7}', 'Arrive in {area:7}.', 1, 7), step('visit', 'Chart {area:15}', 'Arrive in {area:15}.', 1, 15)],
    rewards: [credits(6000), item('Flight Helmet')],
  },
  {
    key: 'union_ace', name: 'Union Ace', quest_type: 'faction', category: 'Pilots’ Union', level: 5, chain: 'faction_union', faction: 'Pilots’ Union',
    description: 'Aces keep their tanks full and their jumps many.',
    objective: 'Refuel five times and make ten jumps.',
    steps: [step('refuel', 'Refuel five times', 'Refuel your ship five times.', 5), step('travel', 'Make ten jumps', 'Start ten hyperspace jumps.', 10)],
    rewards: [credits(10000), xp(800, 'pilot'), item('Mag-Boots')],
  },
  {
    key: 'patrol_recruit', name: 'Patrol Recruit', quest_type: 'faction', category: 'System Patrol', level: 3, chain: 'faction_patrol', faction: 'System Patrol',
    description: 'The System Patrol pays captains who clear the lanes of raiders.',
    objective: 'Win two fights.',
    steps: [step('defeat', 'Win two fights', 'Defeat two hostiles.', 2)],
    rewards: [credits(3500), xp(300, 'combat')],
  },
  {
    key: 'patrol_sweep', name: 'Lane Sweep', quest_type: 'faction', category: 'System Patrol', level: 4, chain: 'faction_patrol', faction: 'System Patrol',
    description: 'Raiders are gathering near {area:3}. Sweep the lane.',
    objective: 'Reach {area:3} and win three fights.',
    steps: [step('visit', 'Reach {area:3}', 'Arrive in {area:3}.', 1, 3), step('defeat', 'Win three fights', 'Defeat three hostiles.', 3)],
    rewards: [credits(7000), item('Composite Vest')],
  },
  {
    key: 'patrol_marshal', name: 'Marshal of the Lanes', quest_type: 'faction', category: 'System Patrol', level: 6, chain: 'faction_patrol', faction: 'System Patrol',
    description: 'Only the best are made marshal.',
    objective: 'Win five fights.',
    steps: [step('defeat', 'Win five fights', 'Defeat five hostiles.', 5)],
    rewards: [credits(15000), xp(1000, 'combat'), item('Pulse Carbine')],
  },
];

/** Repeatable work: done, claimed, and offered again. */
const repeatable: QuestSeed[] = [
  {
    key: 'supply_run', name: 'Supply Run', quest_type: 'repeatable', category: 'Repeatable', level: 1, chain: 'repeat_supply', time_limit_hours: 24,
    description: 'Stations always need goods moving. Buy three loads and sell them on.',
    objective: 'Buy three times and sell three times within a day.',
    steps: [step('buy', 'Buy three loads', 'Buy cargo three times.', 3), step('sell', 'Sell three loads', 'Sell cargo three times.', 3)],
    rewards: [credits(1200), xp(100, 'trading')],
  },
  {
    key: 'bounty_board', name: 'Bounty Board', quest_type: 'repeatable', category: 'Repeatable', level: 3, chain: 'repeat_bounty', time_limit_hours: 24, faction: 'System Patrol',
    description: 'Standing Patrol bounty: three raiders, paid on proof.',
    objective: 'Win three fights within a day.',
    steps: [step('defeat', 'Win three fights', 'Defeat three hostiles.', 3)],
    rewards: [credits(2500), item('Stim Pack', 2)],
  },
  {
    key: 'courier_circuit', name: 'Courier Circuit', quest_type: 'repeatable', category: 'Repeatable', level: 2, chain: 'repeat_courier', time_limit_hours: 48, faction: 'Merchant Guild',
    description: 'The Guild’s courier circuit pays a bonus on top of the contracts.',
    objective: 'Deliver two contracts within two days.',
    steps: [step('deliver', 'Deliver two contracts', 'Complete two trading contracts.', 2)],
    rewards: [credits(2000), xp(150, 'trading')],
  },
  {
    key: 'tank_check', name: 'Tank Check', quest_type: 'repeatable', category: 'Repeatable', level: 1, chain: 'repeat_tank', time_limit_hours: 12, faction: 'Pilots’ Union',
    description: 'The Union rewards captains who never fly dry.',
    objective: 'Refuel twice and make a jump within twelve hours.',
    steps: [step('refuel', 'Refuel twice', 'Refuel your ship twice.', 2), step('travel', 'Make a jump', 'Start a hyperspace jump.', 1)],
    rewards: [credits(800), xp(80, 'pilot')],
  },
];

/** Every quest after the tutorial, chain by chain in order. */
export const questChains: readonly QuestSeed[] = [...story, ...faction, ...repeatable];
