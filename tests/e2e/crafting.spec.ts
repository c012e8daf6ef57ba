import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { openApp } from './support/datapadApps';
import { openGame } from './support/datapadPage';
import { playerContextOptions } from './support/graphics';
import { playAsNewCharacter } from './support/scenePlayer';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** Opens Artisan's profession modal from Skills & Training (retried: the datapad may still be settling). */
async function openArtisan(page: Page): Promise<{ dialog: Locator; tree: Locator }> {
  await expect(async () => {
    const datapad = await openApp(page, 'Skills & Training');
    const skills = datapad.getByRole('region', { name: 'Skills & Training' });
    await skills.getByRole('tab', { name: 'Available Professions' }).click({ timeout: 10_000 });
    await skills.getByRole('button', { name: 'View Artisan' }).click({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: 'Artisan' });
  return { dialog, tree: dialog.getByRole('region', { name: 'Skill trees of Artisan' }) };
}

test('two players: a new Artisan surveys, harvests, crafts a knife and sells it at a stall; the other buys it; the Artisan learns the next skill with the experience', async ({ page: crafterPage, browser }, testInfo) => {
  const buyerContext = await browser.newContext(playerContextOptions());
  const buyerPage = await buyerContext.newPage();
  const crafter = await playAsNewCharacter(crafterPage);
  await playAsNewCharacter(buyerPage);

  // The crafter starts Artisan in Skills & Training; Engineering I needs crafting experience it lacks.
  await openGame(crafterPage);
  const start = await openArtisan(crafterPage);
  await start.dialog.getByRole('button', { name: 'Start Profession' }).click();
  await expect(start.tree.getByRole('button', { name: 'Novice Artisan (Learned)' })).toBeVisible();
  await expect(start.tree.getByRole('button', { name: /^Engineering I \((Locked|Learnable)\)$/ })).toBeVisible();
  await start.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(start.dialog).toBeHidden();

  // Survey where it stands, harvest the metal, craft a Survival Knife with the predicted result shown.
  const datapad = await openApp(crafterPage, 'Crafting');
  const crafting = datapad.getByRole('region', { name: 'Crafting' });
  const metal = crafting.locator('[data-deposit="metal"]');
  await metal.getByRole('button', { name: /^Harvest / }).click();
  await expect(crafting.getByRole('status').filter({ hasText: /^You harvest \d+ units of / })).toBeVisible();
  await expect(metal).toHaveAttribute('data-harvested', 'true');
  const knife = crafting.locator('[data-schematic="survival_knife"][data-ready="true"]');
  await expect(knife).toContainText(/Assembly: \d+% from resources of quality \d+, then 2 experimentation points/);
  // Experimentation: the player moves the point dealt to Value onto Damage; the prediction follows live.
  const allocator = knife.getByRole('group', { name: 'Survival Knife experimentation' });
  const predicted = knife.getByLabel('Survival Knife predicted result');
  await expect(allocator).toContainText('Experimentation: 0 of 2 points left');
  const damageOf = async () => (await predicted.textContent())?.match(/Damage (\d+)–(\d+)/)?.slice(1).map(Number) ?? [];
  const [low, high] = await damageOf();
  await allocator.getByRole('button', { name: 'Remove a point from Value' }).click();
  await expect(allocator).toContainText('Experimentation: 1 of 2 points left');
  await allocator.getByRole('button', { name: 'Add a point to Damage' }).click();
  await expect(allocator).toContainText('Damage: 2');
  await expect(predicted).toContainText(`Damage ${low! + 1}–${high! + 1}`);
  await knife.getByRole('button', { name: 'Craft Survival Knife' }).click();
  await expect(crafting.getByRole('status').filter({ hasText: /^You craft Survival Knife at \d+% quality\.$/ })).toBeVisible();
  await expect(crafting.locator('[data-crafted-item]')).toContainText(`Damage ${low! + 1}–${high! + 1}`);
  await crafterPage.screenshot({ path: testInfo.outputPath('crafting-craft.png') });

  // A stall needs a stall structure on a lot of its own: craft a Trader's Booth from the same ore and place it here.
  const booth = crafting.locator('[data-schematic="traders_booth"][data-ready="true"]');
  await booth.getByRole('button', { name: 'Craft Trader\'s Booth' }).click();
  await expect(crafting.getByRole('status').filter({ hasText: /^You craft Trader's Booth at \d+% quality\.$/ })).toBeVisible();
  const stalls = crafting.getByRole('region', { name: 'Vendor stalls' });
  await stalls.getByRole('button', { name: 'Place Trader\'s Booth here' }).click();
  await expect(stalls.getByRole('status').filter({ hasText: /^You place Trader's Booth on lot \d+ at .+: the lot is yours\.$/ })).toBeVisible();
  await expect(stalls.locator('[data-structure="vendor_stall"]')).toBeVisible();

  // Set up the stall on it and list the knife.
  await stalls.getByLabel('Stall name').fill('Forge Corner');
  await stalls.getByRole('button', { name: /^Set up a stall at / }).click();
  await expect(stalls.locator('[data-own-stall="true"]')).toBeVisible();
  await stalls.getByLabel('Price for Survival Knife').fill('250');
  await stalls.getByRole('button', { name: 'List Survival Knife' }).click();
  await expect(stalls.getByRole('status').filter({ hasText: 'Survival Knife is for sale at your stall for 250 cr.' })).toBeVisible();

  // The other player, standing in the same place, sees it with its maker's name and buys it.
  await openGame(buyerPage);
  const buyerPad = await openApp(buyerPage, 'Crafting');
  const market = buyerPad.getByRole('region', { name: 'Vendor stalls' });
  await expect(market).toContainText(`Survival Knife by ${crafter.name} · Forge Corner · 250 cr`);
  await market.getByRole('button', { name: 'Buy Survival Knife' }).click();
  await expect(market.getByRole('status').filter({ hasText: 'You buy Survival Knife from Forge Corner for 250 cr.' })).toBeVisible();
  await buyerPage.screenshot({ path: testInfo.outputPath('crafting-bought.png') });

  // The crafter's stall empties as the sale reaches it (realtime), and the crafting experience buys the next skill.
  await expect(stalls).toContainText('Nothing for sale yet.');
  const learn = await openArtisan(crafterPage);
  await learn.tree.getByRole('button', { name: 'Engineering I (Learnable)' }).click();
  const learning = crafterPage.getByRole('dialog', { name: 'Engineering I' });
  await learning.getByRole('button', { name: 'Learn Skill' }).click();
  await expect(learning).toBeHidden();
  await expect(learn.tree.getByRole('button', { name: 'Engineering I (Learned)' })).toBeVisible();
  await crafterPage.screenshot({ path: testInfo.outputPath('crafting-learned.png') });
  await buyerContext.close();
});

test('a player harvests ore into its docked ship\'s hold, where it counts as Raw Ore cargo; fibre, no commodity, stays for the inventory', async ({ page }, testInfo) => {
  await playAsNewCharacter(page);
  await openGame(page);
  const datapad = await openApp(page, 'Crafting');
  const crafting = datapad.getByRole('region', { name: 'Crafting' });
  const into = crafting.getByRole('group', { name: 'Harvest into' });
  const toHold = into.getByRole('button', { name: /^Hold of .+ 0\/\d+ t$/ });
  await toHold.click();
  await expect(toHold).toHaveAttribute('aria-pressed', 'true');

  // Fibre is no market commodity: into the hold it can't go.
  const organic = crafting.locator('[data-deposit="organic"]');
  await expect(organic).toContainText('(hold: no market commodity)');
  await expect(organic.getByRole('button', { name: /^Harvest / })).toBeDisabled();

  const metal = crafting.locator('[data-deposit="metal"]');
  await expect(metal).toContainText('sells as Raw Ore');
  await metal.getByRole('button', { name: /^Harvest / }).click();
  const done = crafting.getByRole('status').filter({ hasText: /^You harvest (\d+) units of .+ into the hold of .+ as Raw Ore\.$/ });
  await expect(done).toBeVisible();
  const units = Number((await done.textContent())?.match(/harvest (\d+) units/)?.[1]);
  await expect(metal).toHaveAttribute('data-harvested', 'true');
  await expect(into.getByRole('button', { name: new RegExp(`^Hold of .+ ${units}/\\d+ t$`) })).toBeVisible();
  await expect(page.getByTestId('hud-hold')).toContainText(`${units}/`);
  await expect(crafting).toContainText('You carry no resources: harvest a deposit.');
  await page.screenshot({ path: testInfo.outputPath('crafting-hold.png') });
});
