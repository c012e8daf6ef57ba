import { craftingMessages as say, type CraftResponse } from '../../../shared/api';
import { experimentPoints, predictCraft } from '../../../shared/rules/crafting/craftOutcome';
import { allocationProblem, type ExperimentAllocation } from '../../../shared/rules/crafting/experimentation';
import { craftedMetaData } from '../../../shared/rules/crafting/craftedMeta';
import { grantedSchematics } from '../../../shared/rules/crafting/schematics';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { grantExperience } from '../../kernel/grants/grantExperience';
import { presentItem } from '../../kernel/itemRows';
import { assertInventoryRoom, lockOwnedItem } from '../../kernel/ownedItems';
import { fieldError, refused } from '../../kernel/refusal';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { craftedStatsJson } from './craftedItemStats';
import { queueCraftingUpdated } from './craftingEvents';
import { crafterStanding, craftingState } from './craftingState';

/**
 * The craft (GAME_RULES "Crafting"): a schematic the character knows, one carried resource for each
 * ingredient (locked, so two crafts never spend the same unit), assembly then experimentation, and
 * an item in the inventory carrying the crafter's name and the stats the craft gave, raised where
 * the player placed the experimentation points (checked against the points the craft has); the
 * schematic's kind of experience is granted. All or nothing.
 */
export async function craftItem(act: CharacterAct, galaxySeed: string, schematicKey: string, stackIds: readonly number[], experiment?: ExperimentAllocation): Promise<CraftResponse> {
  const standing = await crafterStanding(act.trx, act.character.id);
  const schematic = grantedSchematics(standing.skillKeys).find((s) => s.key === schematicKey);
  if (!schematic) throw refused(say.noSchematic, 'schematic_key');
  const bonus = { assembly: standing.modifiers.crafting_assembly, experimentation: standing.modifiers.crafting_experimentation };
  const problem = experiment ? allocationProblem(schematic, experimentPoints(bonus.experimentation), experiment) : null;
  if (problem) throw fieldError(problem.field, problem.message);
  if (stackIds.length !== schematic.ingredients.length || new Set(stackIds).size !== stackIds.length) throw refused(say.stacksNeeded, 'stack_ids');
  const stacks = await act.trx
    .selectFrom('resource_stacks')
    .select(['id', 'kind', 'name', 'quality', 'units'])
    .where('character_id', '=', act.character.id)
    .where('id', 'in', [...stackIds])
    .orderBy('id')
    .forUpdate()
    .execute();
  const parts = schematic.ingredients.map((ingredient, i) => {
    const stack = stacks.find((s) => s.id === stackIds[i]);
    if (!stack) throw refused(say.noSuchStack, 'stack_ids');
    if (stack.kind !== ingredient.kind) throw refused(`${schematic.name} needs ${ingredient.kind} here, not ${stack.kind}.`, 'stack_ids');
    if (stack.units < ingredient.units) throw refused(`${schematic.name} needs ${ingredient.units} units of ${ingredient.kind}; your ${stack.name} has ${stack.units}.`, 'stack_ids');
    return { stack, units: ingredient.units, quality: stack.quality };
  });
  await assertInventoryRoom(act.trx, act.character.id);

  for (const part of parts) {
    if (part.stack.units === part.units) await act.trx.deleteFrom('resource_stacks').where('id', '=', part.stack.id).execute();
    else await act.trx.updateTable('resource_stacks').set((eb) => ({ units: eb('units', '-', part.units) })).where('id', '=', part.stack.id).execute();
  }
  const craft = predictCraft(schematic, schematic.complexity, parts, bonus, experiment);
  const template = await act.trx.selectFrom('item_templates').select('id').where('name', '=', schematic.name).executeTakeFirstOrThrow();
  const { id } = await act.trx
    .insertInto('items')
    .values({ character_id: act.character.id, item_template_id: template.id, acquired_at: act.now, crafter_name: standing.name, crafted_stats: craftedStatsJson(craft.stats, schematic.meta, craftedMetaData(schematic, craft.quality)) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await lockOwnedItem(act.trx, act.character.id, id);
  await grantExperience(act.trx, act.character.id, schematic.experience, craft.experience, act.outbox);

  const percent = Math.round(craft.quality * 100);
  const message = `You craft ${schematic.name} at ${percent}% quality.`;
  queueInventoryUpdated(act.outbox, act.character.id, { change: 'acquired', item_id: id, message });
  queueCraftingUpdated(act.outbox, { character_id: act.character.id, change: 'craft_finished', message });
  return {
    success: true,
    message,
    item: presentItem(item),
    stages: { resource_quality: craft.resourceQuality, assembled: craft.assembled, experiment_points: craft.points, experiment: craft.allocation, quality: craft.quality },
    experience: { type: schematic.experience, amount: craft.experience },
    ...(await craftingState(act.trx, act.character.id, act.now, galaxySeed)),
  };
}

/** A crafted meta data replaces the template's whole (the item read merges crafted_stats over the template). */
