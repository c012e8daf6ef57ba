import type { ExperienceType } from '../../../../shared/rules/experienceTypes';
import type { QuestTargetType } from '../../../../shared/rules/missions/questSteps';

/** A reward as content writes it: items and ships by name, resolved to ids when seeded. */
export type QuestRewardSeed =
  | { type: 'credits'; amount: number }
  | { type: 'experience'; amount: number; experience_type: ExperienceType }
  | { type: 'item'; amount: number; item: string }
  | { type: 'ship'; amount: 1; ship: string }
  | { type: 'skill_points'; amount: number }
  /** Opens what a quest line leads to (`shared/rules/skills/professionUnlocks.ts`); `name` says what. */
  | { type: 'unlock'; amount: 1; unlock: string; name: string };

export interface QuestStepSeed {
  title: string;
  description: string;
  target: QuestTargetType;
  /** For visit: the index of the star system (by id order) to reach; resolved when seeded. */
  area?: number;
  /** For equip: the item (template name) to put on; resolved when seeded. */
  item?: string;
  quantity: number;
}

/** A quest as content writes it; `{area:N}` in a text becomes that star system's name. */
export interface QuestSeed {
  key: string;
  name: string;
  description: string;
  objective: string;
  category: string;
  quest_type: 'tutorial' | 'story' | 'faction' | 'repeatable';
  level: number;
  chain: string;
  /** The region it is offered in: a star system index. */
  area?: number;
  faction?: string;
  time_limit_hours?: number;
  steps: QuestStepSeed[];
  rewards: QuestRewardSeed[];
}

const credits = (amount: number): QuestRewardSeed => ({ type: 'credits', amount });
const xp = (amount: number, experience_type: ExperienceType): QuestRewardSeed => ({ type: 'experience', amount, experience_type });
const item = (name: string, amount = 1): QuestRewardSeed => ({ type: 'item', amount, item: name });
const skillPoints = (amount: number): QuestRewardSeed => ({ type: 'skill_points', amount });
const step = (target: QuestTargetType, title: string, description: string, quantity = 1, area?: number): QuestStepSeed => ({ target, title, description, quantity, area });
const equipStep = (item: string, title: string, description: string): QuestStepSeed => ({ target: 'equip', title, description, quantity: 1, item });

/** The tutorial chain: the loop a new captain learns, one act at a time (started for every new character). */
const tutorial: QuestSeed[] = [
  {
    // The first run's steps are worded and aimed for each character from the live prices when it
    // starts (missions/tutorialTradePlan.ts): these words stand when no neighbour pays more.
    key: 'trading_basics', name: 'Trading Basics', quest_type: 'tutorial', category: 'Tutorial', level: 1, chain: 'tutorial',
    description: 'Credits are made by buying where goods are cheap and selling where they are dear. Your first run: buy here, jump to a neighbour, sell at a profit.',
    objective: 'Buy cargo, fly one jump and sell it at a profit.',
    steps: [
      step('buy', 'Buy cargo', 'Open Commodity Trading and buy a commodity at the local market.'),
      step('visit', 'Fly to a neighbouring system', 'Open the Travel Planner and jump to a neighbouring system.'),
      step('sell_profit', 'Sell at a profit', 'Sell your cargo for more than you paid.'),
    ],
    rewards: [credits(1500), xp(150, 'trading')],
  },
  {
    key: 'fuel_management', name: 'Fuel Management', quest_type: 'tutorial', category: 'Tutorial', level: 1, chain: 'tutorial',
    description: 'That jump burned fuel. Top up before the next one: open Ship Status and refuel at the shuttleport or market.',
    objective: 'Refuel your ship once.',
    steps: [step('refuel', 'Refuel your ship', 'Open Ship Status in the datapad and buy fuel (10 credits a unit).')],
    rewards: [credits(500), xp(50, 'pilot')],
  },
  {
    key: 'contract_basics', name: 'Contract Work', quest_type: 'tutorial', category: 'Tutorial', level: 2, chain: 'tutorial',
    description: 'Trading contracts pay a reward for carrying cargo from one system to another. Take one and deliver it.',
    objective: 'Accept a trading contract and deliver it.',
    steps: [
      step('contract_accept', 'Accept a contract', 'Open Trading Contracts and accept one your ship can carry.'),
      step('deliver', 'Deliver the contract', 'Fly the cargo to the delivery system and complete the contract.'),
    ],
    rewards: [credits(1500), item('Hull Patch Kit')],
  },
  {
    key: 'profession_basics', name: 'Choose a Profession', quest_type: 'tutorial', category: 'Tutorial', level: 2, chain: 'tutorial',
    description: 'Professions shape what you are good at. Start one in Skills & Training; its novice skill comes with it.',
    objective: 'Start a profession.',
    steps: [step('profession', 'Start a profession', 'Open Skills & Training, Available Professions, and start one.')],
    rewards: [credits(1000), xp(200, 'trading')],
  },
  {
    key: 'skill_advancement', name: 'Skill Advancement', quest_type: 'tutorial', category: 'Tutorial', level: 2, chain: 'tutorial',
    description: 'Experience unlocks skills. Spend skill points on a skill of your profession.',
    objective: 'Learn a skill.',
    steps: [step('learn', 'Learn a skill', 'Learn any skill whose experience and prerequisites you meet.')],
    rewards: [credits(1500), xp(200, 'pilot')],
  },
  {
    key: 'combat_basics', name: 'First Blood', quest_type: 'tutorial', category: 'Tutorial', level: 3, chain: 'tutorial',
    description: 'The lanes are not safe. Win a fight against a hostile and you are ready for the open galaxy.',
    objective: 'Win a fight.',
    steps: [step('defeat', 'Win a fight', 'Defeat any hostile in combat.')],
    rewards: [credits(2000), xp(250, 'combat'), item('Service Blaster')],
  },
  {
    key: 'gear_up', name: 'Gear Up', quest_type: 'tutorial', category: 'Tutorial', level: 3, chain: 'tutorial',
    description: 'A blaster in the hold protects nobody. Open your inventory and equip the Service Blaster you were given.',
    objective: 'Equip the Service Blaster.',
    steps: [equipStep('Service Blaster', 'Equip the Service Blaster', 'Open the Inventory in the datapad and equip the Service Blaster in your weapon slot.')],
    rewards: [credits(500), skillPoints(10)],
  },
];

export { credits, equipStep, item, skillPoints, step, tutorial, xp };
