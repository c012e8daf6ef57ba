import type { HealHamResponse, TrainAttributeResponse, TrainWeaponSkillResponse } from '../../../shared/api';
import type { CombatAttribute, HamPool, WeaponType } from '../../../shared/rules/combat/combatTerms';
import { healedAmount, HEAL_CREDITS_PER_POINT, poolMaxima } from '../../../shared/rules/combat/hamRules';
import { attributeTrainingCost, MAX_ATTRIBUTE_VALUE, MAX_WEAPON_SKILL_LEVEL, weaponTrainingCost } from '../../../shared/rules/combat/trainingCosts';
import { refused } from '../../kernel/refusal';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { statsOf, weaponSkillsOf } from './combatPart';
import { lockCombatRow, poolsOf, readWeaponSkills, woundsOf } from './fighter';
import { readCombat } from './hamView';
import { treatOutOfFight } from './treatPatient';
import { lockOwnedItem } from '../../kernel/ownedItems';

export const IN_COMBAT = 'Not during a fight: use the combat actions.';
const insufficient = (cost: number, credits: number) => `Insufficient credits: this costs ${cost.toLocaleString('en-US')} and you have ${credits.toLocaleString('en-US')}.`;

const column = (pool: HamPool) => `${pool}_current` as const;

async function assertNotFighting(trx: Parameters<Parameters<typeof withCharacterLock>[2]>[0]['trx'], characterId: number) {
  const active = await trx.selectFrom('combat_sessions').select('id').where('character_id', '=', characterId).where('status', '=', 'active').executeTakeFirst();
  if (active) throw refused(IN_COMBAT);
}

/**
 * POST heal-ham: `amount` points of one pool, never above max − wounds, paid at a medic's price in
 * credits; or, with `item_id`, a treatment with one of the character's medical items (consumed,
 * healing as the item does in the character's hands: docs/GAME_RULES.md "Medical"). One locked transaction.
 */
export function healHam(deps: MoneyDeps, characterId: number, pool: HamPool, amount: number, itemId?: number): Promise<HealHamResponse> {
  return withCharacterLock(deps, characterId, async (act) => {
    const { trx, character, moveCredits } = act;
    if (itemId !== undefined) {
      const done = await treatOutOfFight(act, await lockOwnedItem(trx, characterId, itemId), characterId);
      return { success: true, message: done.message, ham: (await readCombat(trx, characterId)).ham, healed: done.treatment.healed[pool], cost: 0, credits: character.credits };
    }
    await assertNotFighting(trx, characterId);
    const row = await lockCombatRow(trx, characterId);
    const healed = healedAmount(poolsOf(row)[pool], poolMaxima(row)[pool], woundsOf(row)[pool], amount);
    if (healed === 0) throw refused(`Your ${pool} is already as full as your wounds allow.`, 'ham_type');
    const cost = healed * HEAL_CREDITS_PER_POINT;
    if (character.credits < cost) throw refused(insufficient(cost, character.credits), 'amount');
    await moveCredits({ amount: -cost, reason: 'combat_healing' });
    await trx.updateTable('character_combat').set({ [column(pool)]: poolsOf(row)[pool] + healed }).where('character_id', '=', characterId).execute();
    return { success: true, message: `Healed ${healed} ${pool} for ${cost} credits.`, ham: (await readCombat(trx, characterId)).ham, healed, cost, credits: character.credits };
  });
}

/** POST train-attribute: raises one stat by `points` (a pool's maximum follows its stat), charged once. */
export function trainAttribute(deps: MoneyDeps, characterId: number, attribute: CombatAttribute, points: number): Promise<TrainAttributeResponse> {
  return withCharacterLock(deps, characterId, async ({ trx, character, moveCredits }) => {
    await assertNotFighting(trx, characterId);
    const row = await lockCombatRow(trx, characterId);
    const value = row[attribute];
    if (value + points > MAX_ATTRIBUTE_VALUE) throw refused(`${attribute} cannot be trained past ${MAX_ATTRIBUTE_VALUE}.`, 'points');
    const cost = attributeTrainingCost(value, points);
    if (character.credits < cost) throw refused(insufficient(cost, character.credits), 'points');
    await moveCredits({ amount: -cost, reason: 'combat_training' });
    // A pool grows with its stat: the new points arrive filled.
    const pool = attribute === 'constitution' ? 'health' : attribute === 'stamina' ? 'action' : attribute === 'intellect' ? 'mind' : null;
    await trx
      .updateTable('character_combat')
      .set({ [attribute]: value + points, ...(pool ? { [column(pool)]: poolsOf(row)[pool] + points } : {}) })
      .where('character_id', '=', characterId)
      .execute();
    const { row: after, ham } = await readCombat(trx, characterId);
    return { success: true, message: `Trained ${attribute} to ${value + points} for ${cost} credits.`, combat_stats: statsOf(after), ham, credits: character.credits, cost };
  });
}

/** POST train-weapon-skill: raises one weapon skill by `levels`, charged once. */
export function trainWeaponSkill(deps: MoneyDeps, characterId: number, weaponType: WeaponType, levels: number): Promise<TrainWeaponSkillResponse> {
  return withCharacterLock(deps, characterId, async ({ trx, character, moveCredits }) => {
    await assertNotFighting(trx, characterId);
    await lockCombatRow(trx, characterId);
    const level = (await readWeaponSkills(trx, characterId)).find((s) => s.weapon_type === weaponType)?.skill_level ?? 0;
    if (level + levels > MAX_WEAPON_SKILL_LEVEL) throw refused(`${weaponType} cannot be trained past level ${MAX_WEAPON_SKILL_LEVEL}.`, 'levels');
    const cost = weaponTrainingCost(level, levels);
    if (character.credits < cost) throw refused(insufficient(cost, character.credits), 'levels');
    await moveCredits({ amount: -cost, reason: 'combat_training' });
    await trx
      .insertInto('character_weapon_skills')
      .values({ character_id: characterId, weapon_type: weaponType, skill_level: level + levels })
      .onConflict((oc) => oc.columns(['character_id', 'weapon_type']).doUpdateSet({ skill_level: level + levels }))
      .execute();
    return { success: true, message: `Trained ${weaponType} to level ${level + levels} for ${cost} credits.`, weapon_skills: weaponSkillsOf(await readWeaponSkills(trx, characterId)), credits: character.credits, cost };
  });
}
