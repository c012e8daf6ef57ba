import { sql } from 'kysely';
import { craftedPartMessages as say, type CraftedPartOffer, type CraftedPartsResponse, type InstallUpgradeResponse } from '../../../shared/api';
import { partOfMeta } from '../../../shared/rules/crafting/shipParts';
import { applyModifiers, describeModifiers, tankAndHullAfter } from '../../../shared/rules/ships/shipStats';
import { upgradeCompatibility, type ShipFit } from '../../../shared/rules/ships/upgradeCompatibility';
import type { Db } from '../../db/database';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { itemJsonSql, type ItemRow } from '../../kernel/itemRows';
import { lockOwnedShip } from '../../kernel/locks';
import { lockOwnedItem } from '../../kernel/ownedItems';
import { refused } from '../../kernel/refusal';
import { queueShipStatusChanged } from '../../kernel/shipStatusEvent';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { loadOutfitterView } from './customizableShip';
import type { CraftedItemKept } from './installedParts';

const LISTED = 'Take that part off your vendor stall before you install it.';

/** A crafted part as the customization screen offers it for `fit`'s ship: its maker, what it does, whether it fits. */
function offerOf(item: ItemRow & { meta_data: Record<string, unknown> }, fit: ShipFit): CraftedPartOffer | null {
  const part = partOfMeta(item.meta_data);
  if (!part) return null;
  return {
    item_id: item.id,
    name: item.name,
    crafter_name: item.crafter_name,
    component: part.component,
    category: part.category,
    stat_modifiers: part.modifiers,
    performance_impact: describeModifiers(part.modifiers),
    compatibility: upgradeCompatibility({ component: part.component, compatible_sizes: [], stat_modifiers: part.modifiers }, fit),
    ship_stats_after: applyModifiers(fit.stats, part.modifiers),
  };
}

/** GET crafted-parts: the ship parts the character carries (not for sale at its stall), judged against one of its ships. */
export async function craftedPartOffers(db: Db, characterId: number, shipId: number): Promise<CraftedPartsResponse> {
  const view = await loadOutfitterView(db, characterId, shipId);
  const rows = await db
    .selectFrom('items as i')
    .innerJoin('item_templates as t', 't.id', 'i.item_template_id')
    .select(itemJsonSql().as('item'))
    .where('i.character_id', '=', characterId)
    .where(sql<boolean>`i.crafted_stats->'meta_data'->>'ship_component' IS NOT NULL`)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('vendor_listings as vl').select('vl.item_id').whereRef('vl.item_id', '=', 'i.id'))))
    .orderBy('i.id')
    .execute();
  return { parts: rows.flatMap((row) => offerOf(row.item, view.fit) ?? []) };
}

/**
 * Installs a crafted part the character carries on one of its ships: no credits (the crafter's own
 * work), its crafted modifiers on the ship, the item leaving the inventory into the customization
 * (uninstalling gives it back). Refused: not the character's item, not a ship part, listed at its
 * stall, or its component's slot taken / stats broken (the outfitter's own rules).
 */
export async function installCraftedPart(act: CharacterAct, shipId: number, itemId: number): Promise<InstallUpgradeResponse> {
  const { trx, character, now, outbox } = act;
  await lockOwnedShip(trx, character.id, shipId);
  const item = await lockOwnedItem(trx, character.id, itemId);
  const part = partOfMeta(item.meta_data);
  if (!part) throw refused(say.notAPart, 'item_id');
  const listed = await trx.selectFrom('vendor_listings').select('item_id').where('item_id', '=', itemId).executeTakeFirst();
  if (listed) throw refused(LISTED, 'item_id');
  const view = await loadOutfitterView(trx, character.id, shipId);
  const fit = upgradeCompatibility({ component: part.component, compatible_sizes: [], stat_modifiers: part.modifiers }, view.fit);
  if (!fit.is_compatible) throw refused(fit.reason ?? 'Not compatible with this ship', 'item_id');

  const stats = applyModifiers(view.fit.stats, part.modifiers, 1);
  const { fuel, durability } = tankAndHullAfter(view, stats, part.modifiers, 1);
  const source = await trx.selectFrom('items').select(['item_template_id', 'crafted_stats', 'condition']).where('id', '=', itemId).executeTakeFirstOrThrow();
  const kept: CraftedItemKept = {
    item_template_id: source.item_template_id,
    name: item.name,
    description: item.description,
    component: part.component,
    category: part.category,
    crafter_name: item.crafter_name,
    crafted_stats: source.crafted_stats,
    condition: source.condition,
  };
  await trx.updateTable('ships').set({ ...stats, fuel, durability }).where('id', '=', shipId).execute();
  await trx.insertInto('ship_customizations').values({ ship_id: shipId, cost: 0, stat_modifiers: JSON.stringify(part.modifiers), crafted_item: JSON.stringify(kept), installed_at: now }).execute();
  await trx.deleteFrom('items').where('id', '=', itemId).execute();

  const after = await loadOutfitterView(trx, character.id, shipId);
  const message = `${item.name} installed on ${after.ship.name}.`;
  queueShipStatusChanged(outbox, character.id, { ship_id: shipId, change: 'upgrade_installed', message });
  queueInventoryUpdated(outbox, character.id, { change: 'used', item_id: itemId, message });
  const customization = after.customizations[after.customizations.length - 1];
  if (!customization) throw new Error('the installed part vanished inside its own transaction');
  return { message: 'Crafted part installed successfully!', customization, ship: after.ship, credits_remaining: character.credits };
}

/** Gives an uninstalled crafted part back to the inventory as the item it was (its maker and numbers). */
export async function returnCraftedPart(act: CharacterAct, kept: CraftedItemKept): Promise<void> {
  await act.trx
    .insertInto('items')
    .values({ character_id: act.character.id, item_template_id: kept.item_template_id, condition: kept.condition, acquired_at: act.now, crafter_name: kept.crafter_name, crafted_stats: JSON.stringify(kept.crafted_stats) })
    .execute();
}
