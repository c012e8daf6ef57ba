import { medicalTexts, treatOutOfFight } from '../combat/treatPatient';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import type { ItemRow } from '../../kernel/itemRows';
import { Refusal } from '../../kernel/refusal';
import type { CharacterAct } from '../../kernel/withCharacterLock';

/** A crafted meal or drink's buff, from its meta data (null for a plain medical item). */
export function mealBuff(item: ItemRow): { percent: number; minutes: number } | null {
  const { food, buff_percent: percent, buff_minutes: minutes } = item.meta_data;
  return food !== undefined && typeof percent === 'number' && typeof minutes === 'number' ? { percent, minutes } : null;
}

/**
 * Eating a crafted meal or drink (issue 38): it heals like any medical item when there is
 * something to heal (a full stomach is no refusal: the meal is eaten anyway), and leaves the
 * "well fed" buff its craft made, replacing an earlier one. The buff speeds HAM recovery.
 */
export async function eatMeal(act: CharacterAct, item: ItemRow, buff: { percent: number; minutes: number }): Promise<string> {
  const healed = await treatOutOfFight(act, item, act.character.id).catch((error: unknown) => {
    // Only "nothing to heal" is forgiven; a fight or anything else still refuses the meal.
    if (error instanceof Refusal && error.message === medicalTexts.nothingToHeal(item.name)) return null;
    throw error;
  });
  const expiresAt = new Date(act.now.getTime() + buff.minutes * 60_000);
  await act.trx
    .insertInto('food_buffs')
    .values({ character_id: act.character.id, item_name: item.name, regeneration_percent: buff.percent, expires_at: expiresAt })
    .onConflict((oc) => oc.column('character_id').doUpdateSet({ item_name: item.name, regeneration_percent: buff.percent, expires_at: expiresAt }))
    .execute();
  const fed = `well fed: recovery +${buff.percent}% for ${buff.minutes} minutes.`;
  if (healed) return `${healed.message.replace(/\.$/, '')}; ${fed}`;
  await act.trx.deleteFrom('items').where('id', '=', item.id).execute();
  const message = `You eat ${item.name}: ${fed}`;
  queueInventoryUpdated(act.outbox, act.character.id, { change: 'used', item_id: item.id, message });
  return message;
}
