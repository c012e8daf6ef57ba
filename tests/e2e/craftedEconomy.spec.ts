import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openApp } from './support/datapadApps';
import { openGame } from './support/datapadPage';
import { playAsNewCharacter } from './support/scenePlayer';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** Starts a profession from Skills & Training (retried: the datapad may still be settling). */
async function startProfession(page: Page, name: string): Promise<void> {
  await expect(async () => {
    const datapad = await openApp(page, 'Skills & Training');
    const skills = datapad.getByRole('region', { name: 'Skills & Training' });
    await skills.getByRole('tab', { name: 'Available Professions' }).click({ timeout: 10_000 });
    await skills.getByRole('button', { name: `View ${name}` }).click({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Start Profession' }).click();
  await expect(dialog.getByRole('button', { name: `Novice ${name} (Learned)` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

test('a new Architect buys a crafted good from a shop\'s shelf (its NPC maker and quality shown), builds a Small House, stores the good in it and takes it back', async ({ page }, testInfo) => {
  await playAsNewCharacter(page);
  await openGame(page);
  await startProfession(page, 'Architect');

  // The shop's shelf of crafted goods, each with its maker and quality; buy the first.
  const inventory = (await openApp(page, 'Inventory')).getByRole('region', { name: 'Inventory' });
  const shelf = inventory.getByRole('list', { name: 'Crafted goods for sale' });
  const good = shelf.getByRole('listitem').first();
  await expect(good).toContainText(/Made by \S+ \S+ · quality \d+%/);
  const goodName = (await good.locator('.item-card-name').textContent()) ?? '';
  const maker = (await good.textContent())?.match(/Made by (\S+ \S+) ·/)?.[1] ?? '';
  await page.screenshot({ path: testInfo.outputPath('shop-crafted-shelf.png') });
  await good.getByRole('button', { name: new RegExp(`^Buy ${goodName} by ${maker} for`) }).click();
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^Bought ${goodName} made by ${maker} for [\\d,]+ cr`) })).toBeVisible();

  // Harvest metal and organics, craft a Small House, place it on a lot here.
  const crafting = (await openApp(page, 'Crafting')).getByRole('region', { name: 'Crafting' });
  for (const kind of ['metal', 'organic']) {
    const deposit = crafting.locator(`[data-deposit="${kind}"][data-harvested="false"]`).first();
    await deposit.getByRole('button', { name: /^Harvest / }).click();
    await expect(crafting.getByRole('status').filter({ hasText: /^You harvest \d+ units of / })).toBeVisible();
  }
  const house = crafting.locator('[data-schematic="small_house"][data-ready="true"]');
  await house.getByRole('button', { name: 'Craft Small House' }).click();
  await expect(crafting.getByRole('status').filter({ hasText: /^You craft Small House at \d+% quality\.$/ })).toBeVisible();
  const stalls = crafting.getByRole('region', { name: 'Vendor stalls' });
  await stalls.getByRole('button', { name: 'Place Small House here' }).click();
  await expect(stalls.locator('[data-structure="house"]')).toBeVisible();

  // Store the bought good in the house, then take it back.
  const home = stalls.locator('[data-house]');
  await expect(home).toContainText(/stores 0 of \d+ items/);
  await home.getByRole('button', { name: `Store ${goodName}` }).click();
  await expect(home).toHaveAttribute('data-stored', '1');
  await expect(home.getByRole('list', { name: 'Stored items' })).toContainText(`${goodName} by ${maker} · condition 100`);
  await home.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('house-stored.png') });
  await home.getByRole('button', { name: `Take ${goodName}` }).click();
  await expect(home).toHaveAttribute('data-stored', '0');
  await expect(home.getByRole('button', { name: `Store ${goodName}` })).toBeVisible();
});
