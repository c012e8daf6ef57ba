import type { SkillModifier, SkillModifierName } from './skillModifiers';

/** How each modifier reads on screens and in the captain's log. */
export const MODIFIER_LABELS: Readonly<Record<SkillModifierName, string>> = {
  trade_price_bonus: 'trade price bonus',
  fuel_efficiency: 'fuel efficiency',
  travel_speed: 'travel speed',
  combat_damage: 'combat damage',
  combat_defense: 'combat defence',
  healing: 'healing',
  combat_accuracy: 'combat accuracy',
  combat_speed: 'combat speed',
  squad_bonus: 'squad bonus',
  force_power: 'Force power',
  performance: 'performance',
  exploration: 'exploration',
  bounty_reward: 'bounty reward',
  crafting_assembly: 'crafting assembly',
  crafting_experimentation: 'crafting experimentation',
  survey_reach: 'survey reach',
};

/** One modifier as a player reads it: `+2% trade price bonus`, `×1.1 fuel efficiency`. */
export function modifierText(modifier: SkillModifier): string {
  const label = MODIFIER_LABELS[modifier.name];
  return modifier.operation === 'add' ? `+${modifier.value}% ${label}` : `×${modifier.value} ${label}`;
}
