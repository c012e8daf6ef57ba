import { expect as baseExpect, test } from '@playwright/test';
import { openApp } from './support/datapadApps';
import { openGame } from './support/datapadPage';
import { gameApi } from './support/gameApi';
import { playerContextOptions } from './support/graphics';
import { playAsNewCharacter } from './support/scenePlayer';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface Named { id: number; name: string }

test('two players: a new Artisan surveys, harvests, crafts a knife and sells it at a stall; the other buys it; the Artisan learns the next skill with the experience', async ({ page: crafterPage, browser }, testInfo) => {
  const buyerContext = await browser.newContext(playerContextOptions());
  const buyerPage = await buyerContext.newPage();
  const crafter = await playAsNewCharacter(crafterPage);
  await playAsNewCharacter(buyerPage);

  // The crafter starts Artisan (the page first, for its CSRF token).
  await openGame(crafterPage);
  const api = gameApi(crafterPage, crafter.id);
  const { professions } = await api.get<{ professions: Named[] }>('/api/swg-skills/professions');
  const artisan = professions.find((p) => p.name === 'Artisan');
  if (!artisan) throw new Error('no Artisan profession');
  await api.post(`/api/swg-skills/character/${crafter.id}/start-profession`, { profession_id: artisan.id });

  // Survey where it stands, harvest the metal, craft a Survival Knife with the predicted result shown.
  const datapad = await openApp(crafterPage, 'Crafting');
  const crafting = datapad.getByRole('region', { name: 'Crafting' });
  const metal = crafting.locator('[data-deposit="metal"]');
  await metal.getByRole('button', { name: /^Harvest / }).click();
  await expect(crafting.getByRole('status').filter({ hasText: /^You harvest \d+ units of / })).toBeVisible();
  await expect(metal).toHaveAttribute('data-harvested', 'true');
  const knife = crafting.locator('[data-schematic="survival_knife"][data-ready="true"]');
  await expect(knife).toContainText(/Assembly: \d+% from resources of quality \d+, then 2 experimentation points/);
  await knife.getByRole('button', { name: 'Craft Survival Knife' }).click();
  await expect(crafting.getByRole('status').filter({ hasText: /^You craft Survival Knife at \d+% quality\.$/ })).toBeVisible();
  await crafterPage.screenshot({ path: testInfo.outputPath('crafting-craft.png') });

  // Set up a stall where it stands and list the knife.
  const stalls = crafting.getByRole('region', { name: 'Vendor stalls' });
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
  const detail = await api.get<{ skill_trees: Array<{ skills: Named[] }> }>(`/api/swg-skills/profession/${artisan.id}`);
  const next = detail.skill_trees[0]?.skills[0];
  if (next?.name !== 'Engineering I') throw new Error(`unexpected first tree skill ${next?.name}`);
  await api.post(`/api/swg-skills/character/${crafter.id}/learn-skill`, { skill_id: next.id });
  await buyerContext.close();
});
