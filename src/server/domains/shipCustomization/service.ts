import type {
  CustomizationShipResponse,
  InstallUpgradeResponse,
  UninstallUpgradeResponse,
  UpgradeListResponse,
  UpgradeTemplate,
} from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { applyModifiers, invalidStat, STAT_LABELS, tankAndHullAfter } from '../../../shared/rules/ships/shipStats';
import { uninstallRefund } from '../../../shared/rules/ships/uninstallRefund';
import { sql } from 'kysely';
import { assertInventoryRoom } from '../../kernel/ownedItems';
import { notFound, refused } from '../../kernel/refusal';
import { lockOwnedShip } from '../../kernel/locks';
import { queueShipStatusChanged } from '../../kernel/shipStatusEvent';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { returnCraftedPart } from './craftedParts';
import { loadOutfitterView } from './customizableShip';
import type { CraftedItemKept } from './installedParts';
import { loadUpgrades, presentUpgrade, upgradeFilterChoices, type UpgradeFilters } from './upgradeCatalog';

const UPGRADE_NOT_FOUND = 'Upgrade not found.';
const INSTALLED_NOT_FOUND = 'Installed upgrade not found.';

/** Ship customization (seed 001 §7): the outfitter's upgrades, installing them for credits and uninstalling for a 50 % refund. */
export class ShipCustomizationService {
  constructor(private readonly deps: MoneyDeps) {}

  async ship(characterId: number, shipId: number): Promise<CustomizationShipResponse> {
    const { ship, customizations } = await loadOutfitterView(this.deps.db, characterId, shipId);
    return { ship, customizations };
  }

  async upgrades(characterId: number, filters: UpgradeFilters & { ship_id?: number }): Promise<UpgradeListResponse> {
    const fit = filters.ship_id === undefined ? null : (await loadOutfitterView(this.deps.db, characterId, filters.ship_id)).fit;
    const [data, choices] = await Promise.all([loadUpgrades(this.deps.db, filters, fit), upgradeFilterChoices(this.deps.db)]);
    return { upgrades: { data }, filters: choices };
  }

  async upgrade(characterId: number, upgradeId: number, shipId?: number): Promise<UpgradeTemplate> {
    const row = await this.deps.db.selectFrom('upgrade_templates').selectAll().where('id', '=', upgradeId).executeTakeFirst();
    if (!row) throw notFound(UPGRADE_NOT_FOUND);
    const fit = shipId === undefined ? null : (await loadOutfitterView(this.deps.db, characterId, shipId)).fit;
    return presentUpgrade(row, fit);
  }

  /** Pays the total installation cost and applies the upgrade's modifiers to the ship, in one locked transaction. */
  async install(characterId: number, shipId: number, upgradeId: number): Promise<InstallUpgradeResponse> {
    return withCharacterLock(this.deps, characterId, async ({ trx, outbox, character, now, moveCredits }) => {
      await lockOwnedShip(trx, characterId, shipId);
      const row = await trx.selectFrom('upgrade_templates').selectAll().where('id', '=', upgradeId).executeTakeFirst();
      if (!row) throw notFound(UPGRADE_NOT_FOUND);
      const view = await loadOutfitterView(trx, characterId, shipId);
      const offer = presentUpgrade(row, view.fit);
      if (!offer.compatibility.is_compatible) throw refused(offer.compatibility.reason ?? 'Not compatible with this ship', 'upgrade_template_id');
      const cost = offer.total_installation_cost;
      if (character.credits < cost) {
        throw refused(`Insufficient credits: installing ${offer.name} costs ${formatCredits(cost)} and you have ${formatCredits(character.credits)}.`);
      }

      const stats = applyModifiers(view.fit.stats, row.stat_modifiers, 1);
      const { fuel, durability } = tankAndHullAfter(view, stats, row.stat_modifiers, 1);
      await trx.updateTable('ships').set({ ...stats, fuel, durability }).where('id', '=', shipId).execute();
      const installed = await trx
        .insertInto('ship_customizations')
        .values({ ship_id: shipId, upgrade_template_id: row.id, cost, stat_modifiers: JSON.stringify(row.stat_modifiers), installed_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const credits = await moveCredits({ amount: -cost, reason: 'upgrade_install', reference: { type: 'ship_customization', id: installed.id } });

      const after = await loadOutfitterView(trx, characterId, shipId);
      queueShipStatusChanged(outbox, characterId, { ship_id: shipId, change: 'upgrade_installed', message: `${offer.name} installed on ${after.ship.name} for ${formatCredits(cost)}.` });
      const customization = after.customizations[after.customizations.length - 1];
      if (!customization) throw new Error('the installed upgrade vanished inside its own transaction');
      return { message: 'Upgrade installed successfully!', customization, ship: after.ship, credits_remaining: credits };
    });
  }

  /** Removes an installed upgrade, takes its modifiers off the ship and refunds half its cost. */
  async uninstall(characterId: number, customizationId: number): Promise<UninstallUpgradeResponse> {
    return withCharacterLock(this.deps, characterId, async (act) => {
      const { trx, outbox, moveCredits } = act;
      const installed = await trx
        .selectFrom('ship_customizations as sc')
        .innerJoin('ships as s', 's.id', 'sc.ship_id')
        .leftJoin('upgrade_templates as u', 'u.id', 'sc.upgrade_template_id')
        .select(['sc.id', 'sc.ship_id', 'sc.cost', 'sc.stat_modifiers', sql<string>`coalesce(u.name, sc.crafted_item->>'name')`.as('name'), sql<CraftedItemKept | null>`sc.crafted_item`.as('crafted_item')])
        .where('sc.id', '=', customizationId)
        .where('s.character_id', '=', characterId)
        .executeTakeFirst();
      if (!installed) throw notFound(INSTALLED_NOT_FOUND);
      await lockOwnedShip(trx, characterId, installed.ship_id);
      const view = await loadOutfitterView(trx, characterId, installed.ship_id);
      const stats = applyModifiers(view.fit.stats, installed.stat_modifiers, -1);
      const broken = invalidStat(stats);
      if (broken) throw refused(`${STAT_LABELS[broken]} would drop too low without ${installed.name}.`, 'customization_id');
      if (view.cargoUsed > stats.cargo_capacity) {
        throw refused(`Unload cargo first: without ${installed.name} the hold takes ${stats.cargo_capacity} t and carries ${view.cargoUsed} t.`, 'customization_id');
      }

      const { fuel, durability } = tankAndHullAfter(view, stats, installed.stat_modifiers, -1);
      await trx.updateTable('ships').set({ ...stats, fuel, durability }).where('id', '=', installed.ship_id).execute();
      await trx.deleteFrom('ship_customizations').where('id', '=', installed.id).execute();
      // A crafted part cost nothing to fit: it goes back to the inventory instead of refunding.
      if (installed.crafted_item) {
        await assertInventoryRoom(trx, characterId);
        await returnCraftedPart(act, installed.crafted_item);
      }
      const refund = installed.crafted_item ? 0 : uninstallRefund(installed.cost);
      const credits = refund > 0 ? await moveCredits({ amount: refund, reason: 'upgrade_uninstall', reference: { type: 'ship_customization', id: installed.id } }) : act.character.credits;

      const after = await loadOutfitterView(trx, characterId, installed.ship_id);
      queueShipStatusChanged(outbox, characterId, {
        ship_id: installed.ship_id,
        change: 'upgrade_uninstalled',
        message: `${installed.name} uninstalled from ${after.ship.name}; refund ${formatCredits(refund)}.`,
      });
      return { message: `Upgrade uninstalled. Refund: ${refund.toLocaleString('en-US')} credits`, refund, ship: after.ship, credits_remaining: credits };
    });
  }
}
