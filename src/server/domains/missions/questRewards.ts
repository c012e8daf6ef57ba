import type { QuestReward } from '../../../shared/api';
import { isExperienceType } from './experienceTypeGuard';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { grantExperience } from '../../kernel/grants/grantExperience';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { grantItem } from '../../kernel/grants/grantItem';
import { grantShip } from '../../kernel/grants/grantShip';
import { grantSkillPoints } from '../../kernel/grants/grantSkillPoints';
import { grantUnlock } from '../../kernel/grants/grantUnlock';
import type { BookQuest } from './questBook';

/**
 * Pays a completed quest's rewards inside the completing act's locked transaction: credits through
 * the act (a quest_reward ledger row), the rest through the kernel's grants: experience, items
 * into the inventory (a full inventory refuses the whole completion), ships into the fleet, skill
 * points onto the character's bonus (more to spend than the 250 everyone has), unlocks (what a
 * quest line opens: a Force profession).
 */
export async function payQuestRewards(act: CharacterAct, quest: BookQuest, runId: number): Promise<{ credits: number; rewards: QuestReward[]; credits_after: number }> {
  const { trx, characterId, now, outbox } = { ...act, characterId: act.character.id };
  let credits = 0;
  for (const reward of quest.rewards) {
    if (reward.type === 'credits') {
      await act.moveCredits({ amount: reward.amount, reason: 'quest_reward', reference: { type: 'character_quest', id: runId } });
      credits += reward.amount;
    } else if (reward.type === 'experience' && reward.experience_type && isExperienceType(reward.experience_type)) {
      await grantExperience(trx, characterId, reward.experience_type, reward.amount, outbox);
    } else if (reward.type === 'item' && reward.item_template_id) {
      for (let n = 0; n < reward.amount; n++) {
        const item = await grantItem(trx, characterId, reward.item_template_id, now);
        queueInventoryUpdated(outbox, characterId, { change: 'acquired', item_id: item.id, message: `Quest reward: ${reward.name ?? 'an item'} (${quest.name}).` });
      }
    } else if (reward.type === 'ship' && reward.ship_template_id) {
      await grantShip(trx, characterId, reward.ship_template_id);
    } else if (reward.type === 'skill_points') {
      await grantSkillPoints(trx, outbox, characterId, reward.amount, `Quest reward: ${reward.amount} skill point${reward.amount === 1 ? '' : 's'} (${quest.name}).`);
    } else if (reward.type === 'unlock' && reward.unlock) {
      await grantUnlock(trx, characterId, reward.unlock, now);
    }
  }
  const rewards = quest.rewards.map(({ type, amount, name, experience_type }) => ({ type, amount, ...(name ? { name } : {}), ...(experience_type ? { experience_type } : {}) }));
  return { credits, rewards, credits_after: act.character.credits };
}
