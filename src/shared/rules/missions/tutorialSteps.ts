/** The interface tour and tutorial steps (seed 000 §7 tutorial calls), by category. */
export const TUTORIAL_CATEGORIES = [
  { id: 'interface', name: 'Interface' },
  { id: 'trading', name: 'Trading' },
  { id: 'travel', name: 'Travel' },
  { id: 'character', name: 'Character' },
] as const;
export type TutorialCategoryId = (typeof TUTORIAL_CATEGORIES)[number]['id'];

export interface TutorialStep {
  id: string;
  category: TutorialCategoryId;
  title: string;
  description: string;
  /** What the interface tour points at: a `data-tour` attribute on a real HUD element. */
  target: string | null;
}

/** Every tutorial step; the interface ones are the tour's stops, in order. */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  { id: 'datapad_button', category: 'interface', title: 'Your datapad', description: 'Everything you do runs through the datapad. Open it with this button (or the P key).', target: 'datapad-button' },
  { id: 'datapad_apps', category: 'interface', title: 'Apps', description: 'Each tile is an app: Commodity Trading, Ship Status, the Travel Planner, Missions and more.', target: 'datapad-apps' },
  { id: 'credits_display', category: 'interface', title: 'Credits and ship', description: 'Your credits, fuel, cargo hold and the journey under way. Trading, contracts and quests pay; fuel, cargo and ships cost.', target: 'credits' },
  { id: 'mission_tracker', category: 'interface', title: 'Mission tracker', description: 'Your current mission and its next step. It updates as you play.', target: 'mission-tracker' },
  { id: 'galaxy_map', category: 'interface', title: 'The galaxy', description: 'The star systems you can reach. The marker shows where you are; a mission’s target is labelled too.', target: 'map-here' },
  { id: 'refuel_ship', category: 'trading', title: 'Refuel', description: 'Ship Status shows your fuel. Refuel at a shuttleport or market for 10 credits a unit.', target: null },
  { id: 'buy_cargo', category: 'trading', title: 'Buy cargo', description: 'Commodity Trading lists the local market. Buy where prices are low.', target: null },
  { id: 'sell_cargo', category: 'trading', title: 'Sell cargo', description: 'Sell where prices are high; the difference is your profit.', target: null },
  { id: 'plan_jump', category: 'travel', title: 'Plan a jump', description: 'The Travel Planner shows each route’s time, fuel and danger.', target: null },
  { id: 'random_events', category: 'travel', title: 'Random events', description: 'Dangerous lanes bring events; every choice has a cost or a reward.', target: null },
  { id: 'learn_skills', category: 'character', title: 'Skills', description: 'Skills & Training: start a profession, earn experience, learn skills.', target: null },
  { id: 'quest_journal', category: 'character', title: 'Quest Journal', description: 'Story, faction and repeatable quests, with their rewards.', target: null },
];

/** The tour: the interface steps in order. */
export const INTERFACE_TOUR: readonly TutorialStep[] = TUTORIAL_STEPS.filter((step) => step.category === 'interface');

/** What a phase asks before it can be advanced (shown as next_phase_requirements). */
export const PHASE_REQUIREMENTS: Readonly<Record<string, readonly string[]>> = {
  character_creation: ['Create your first character'],
  tutorial_introduction: ['Read the welcome briefing'],
  interface_tour: ['Take or skip the interface tour'],
  first_mission: ['Complete your first tutorial mission (Trading Basics)'],
  profession_introduction: ['Start a profession in Skills & Training'],
  open_world: [],
};
