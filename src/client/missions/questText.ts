import type { QuestReward } from '../../shared/api';
import { formatCredits } from '../../shared/rules/formatCredits';

/** A reward as a chip reads (seed 001 §9 reward types). */
export function rewardText(reward: QuestReward): string {
  switch (reward.type) {
    case 'credits':
      return formatCredits(reward.amount);
    case 'experience':
      return `${reward.amount} ${(reward.experience_type ?? '').replace(/_/g, ' ')} XP`.replace('  ', ' ');
    case 'item':
      return reward.amount > 1 ? `${reward.amount}× ${reward.name ?? 'item'}` : (reward.name ?? 'Item');
    case 'ship':
      return `Ship: ${reward.name ?? 'a ship'}`;
    case 'skill_points':
      return `${reward.amount} skill points`;
    case 'unlock':
      return `Unlocks ${reward.name ?? 'a new path'}`;
  }
}
