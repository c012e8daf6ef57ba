import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import type { TravelOptionsResponse } from '../../src/shared/api';
import { openApp } from './support/datapadApps';
import { openGame, settledScreenshot } from './support/datapadPage';
import { fightUntilHurt, meterOf } from './support/fightUntilHurt';
import { flyTo } from './support/flyTo';
import { gameApi } from './support/gameApi';
import { playAsNewCharacter } from './support/scenePlayer';

test.describe.configure({ timeout: 360_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** Picks the shop whose option label starts with `type`'s place name and buys `name` there. */
async function buyAt(page: Page, inventory: Locator, type: 'Shuttleport' | 'Market', name: string): Promise<void> {
  const shop = inventory.getByRole('region', { name: 'Shop' });
  const picker = shop.getByLabel('Shop');
  const option = picker.locator('option', { hasText: `(${type})` }).first();
  await picker.selectOption({ label: (await option.textContent()) ?? '' });
  await shop.getByRole('list', { name: 'Items for sale' }).getByRole('button', { name: new RegExp(`^Buy ${name} for [\\d,]+ cr`) }).click();
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^Bought ${name} for [\\d,]+ cr`) })).toBeVisible();
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('buy a repair kit and a medkit at a shop, equip a weapon, fight, mend the worn weapon where it is worn and heal with the medkit', async ({ page }, testInfo) => {
  const character = await playAsNewCharacter(page);
  await openGame(page);
  // One jump wears the hull, so the repair kit has something to mend.
  const api = gameApi(page, character.id);
  const options = await api.get<TravelOptionsResponse>('/api/travel/options');
  const next = options.destinations.find((d) => d.direct && !d.is_current);
  if (!next) throw new Error('no neighbouring system');
  await flyTo(page, character.id, next.id);
  await page.reload();

  let datapad = await openApp(page, 'Inventory');
  const inventory = datapad.getByRole('region', { name: 'Inventory' });
  await expect(inventory.getByText('Your inventory is empty.')).toBeVisible();
  await expect(inventory.getByRole('group', { name: 'Filter' }).getByRole('button')).toHaveText(['All', 'Usable', 'Equipment', 'Consumables']);

  // A repair kit from the shuttleport's chandlery, used on the worn hull.
  await buyAt(page, inventory, 'Shuttleport', 'Hull Patch Kit');
  const items = inventory.getByRole('list', { name: 'Items', exact: true });
  const kit = items.getByRole('listitem', { name: 'Hull Patch Kit' });
  await expect(kit.getByRole('list', { name: 'Tags' })).toHaveText(/Usable.*Common/);
  await kit.getByRole('button', { name: 'Use' }).click();
  const useDialog = page.getByRole('dialog', { name: 'Use Hull Patch Kit?' });
  await expect(useDialog.getByText('Restores 25 hull points to your active ship.')).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('inventory-use.png'));
  await useDialog.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, /^Used Hull Patch Kit: .+'s hull is at \d+%\./)).toBeVisible();
  await expect(useDialog).toBeHidden();
  await expect(kit).toHaveCount(0);

  // A medkit and a weapon, bought now and kept for after a fight.
  await buyAt(page, inventory, 'Shuttleport', 'Stim Pack');
  await buyAt(page, inventory, 'Market', 'Service Blaster');
  await inventory.getByRole('group', { name: 'Filter' }).getByRole('button', { name: 'Equipment' }).click();
  await expect(items.getByRole('listitem', { name: 'Stim Pack' })).toHaveCount(0);
  const blaster = items.getByRole('listitem', { name: 'Service Blaster' });
  await expect(blaster.getByRole('list', { name: 'Tags' })).toHaveText(/Equippable.*Common/);
  await settledScreenshot(page, testInfo.outputPath('inventory-items.png'));
  await blaster.getByRole('button', { name: 'Equip' }).click();
  const equipDialog = page.getByRole('dialog', { name: 'Equip Service Blaster?' });
  await equipDialog.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Equipped Service Blaster (weapon).')).toBeVisible();
  await expect(equipDialog).toBeHidden();

  // The Equipment app: the blaster in the weapon slot with its damage range; the others Empty.
  datapad = await openApp(page, 'Equipment');
  let equipment = datapad.getByRole('region', { name: 'Equipment' });
  let weapon = equipment.getByRole('listitem', { name: 'Weapon' });
  await expect(weapon.getByText('Service Blaster')).toBeVisible();
  await expect(weapon.getByText('Damage 8–14')).toBeVisible();
  await expect(weapon.getByText('Condition 100')).toBeVisible();
  await expect(equipment.getByRole('listitem', { name: 'Head' }).getByText('Empty')).toBeVisible();
  await weapon.getByRole('button', { name: 'Details of Service Blaster' }).focus();
  await expect(weapon.getByRole('tooltip')).toContainText('Corvane Arms');
  await settledScreenshot(page, testInfo.outputPath('equipment.png'));

  // A real fight with the blaster: the captain takes blows and the blaster wears with the blows it lands.
  const hurt = await fightUntilHurt(page);
  await openGame(page);

  // Worn gear is mended where it is worn: Repair in the weapon slot, at this location's outfitter.
  datapad = await openApp(page, 'Equipment');
  equipment = datapad.getByRole('region', { name: 'Equipment' });
  weapon = equipment.getByRole('listitem', { name: 'Weapon' });
  await expect(weapon.getByText(/^Condition (\d|[1-9]\d)$/)).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('equipment-worn.png'));
  await weapon.getByRole('button', { name: /^Repair Service Blaster for [\d,]+ cr/ }).click();
  await expect(toast(page, /^Repaired Service Blaster for [\d,]+ cr/)).toBeVisible();
  await expect(weapon.getByText('Condition 100')).toBeVisible();
  await expect(weapon.getByRole('button', { name: /^Repair/ })).toHaveCount(0);
  await expect(weapon.getByText('Service Blaster')).toBeVisible();

  // The medkit heals the hurt captain: the HAM health meter rises and the Stim Pack is used up.
  await openApp(page, 'Combat');
  const before = await meterOf(page, 'Your HAM Health');
  expect(before.now).toBeLessThan(before.max);
  expect(before.now).toBeLessThanOrEqual(Math.ceil(hurt.now + hurt.max * 0.2));
  datapad = await openApp(page, 'Inventory');
  const medkits = datapad.getByRole('region', { name: 'Inventory' }).getByRole('list', { name: 'Items', exact: true });
  await medkits.getByRole('listitem', { name: 'Stim Pack' }).getByRole('button', { name: 'Use' }).click();
  await page.getByRole('dialog', { name: 'Use Stim Pack?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, /^Used Stim Pack: healed [1-9]\d* health/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Use Stim Pack?' })).toBeHidden();
  await expect(medkits.getByRole('listitem', { name: 'Stim Pack' })).toHaveCount(0);
  await openApp(page, 'Combat');
  await expect.poll(async () => (await meterOf(page, 'Your HAM Health')).now).toBeGreaterThan(before.now);
  await settledScreenshot(page, testInfo.outputPath('combat-app-healed.png'));

  datapad = await openApp(page, 'Equipment');
  weapon = datapad.getByRole('region', { name: 'Equipment' }).getByRole('listitem', { name: 'Weapon' });
  await weapon.getByRole('button', { name: 'Unequip Service Blaster' }).click();
  await expect(toast(page, 'Unequipped Service Blaster (weapon).')).toBeVisible();
  await expect(weapon.getByText('Empty')).toBeVisible();

  // The inventory page: the same app outside the datapad, the blaster back among the items.
  await page.goto('/inventory');
  const inventoryPage = page.getByRole('main').getByRole('region', { name: 'Inventory' });
  await expect(inventoryPage.getByRole('list', { name: 'Items', exact: true }).getByRole('listitem', { name: 'Service Blaster' })).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('inventory-page.png'));
});
