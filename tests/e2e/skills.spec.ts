import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import type { ProfitableRouteItem, SkillSummary } from '../../src/shared/api';
import { formatCredits, formatSignedCredits } from '../../src/shared/rules/formatCredits';
import { openGame, settled } from './support/datapadPage';
import { openApp, trade } from './support/datapadApps';
import { flyTo } from './support/flyTo';
import { gameApi } from './support/gameApi';
import { playAsNewCharacter } from './support/scenePlayer';
import { bestRun, TRADING_XP_WANTED } from './support/tradeRun';

// A flight and a dozen datapad round trips on a 2-core machine shared with other runs.
test.describe.configure({ timeout: 480_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The Trading Actions panel's profession saving for `quantity` units of the route's commodity,
 * once it shows the server's quote (the same the pricing call answers now).
 */
async function professionSaving(page: Page, characterId: number, route: ProfitableRouteItem, quantity: number): Promise<number> {
  const dashboard = await openApp(page, 'Market Analysis');
  await dashboard.getByLabel('Filter commodities').fill(route.commodity_name);
  await dashboard.getByRole('row', { name: new RegExp(`^${route.commodity_name}`) }).getByRole('button', { name: route.commodity_name }).click();
  const actions = dashboard.getByRole('region', { name: 'Trading Actions' });
  await actions.getByLabel('Quantity').fill(String(quantity));
  const { pricing } = await gameApi(page, characterId).get<{ pricing: { total: number; profession_saving: number } }>(
    `/api/market/commodities/${route.commodity_id}/pricing?quantity=${quantity}&action=buy`,
  );
  const figure = (term: string) => actions.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');
  await expect(figure('Total cost')).toHaveText(formatCredits(pricing.total));
  await expect(figure('Profession saving')).toHaveText(formatSignedCredits(-pricing.profession_saving));
  return pricing.profession_saving;
}

/** Opens Skills & Training; retried, since the client may still wind up a journey it saw (which closes the datapad). */
async function openSkills(page: Page): Promise<Locator> {
  let app: Locator | undefined;
  await expect(async () => {
    const datapad = await openApp(page, 'Skills & Training');
    app = datapad.getByRole('region', { name: 'Skills & Training' });
    await expect(app.getByLabel('Skills summary')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  return app!;
}

test('earn trading experience, start a profession, learn a skill through the modal, and the market’s profession saving changes', async ({ page }, testInfo) => {
  const character = await playAsNewCharacter(page);
  const api = gameApi(page, character.id);
  await openGame(page);

  // Trade: buy where it is cheap, fly, sell where it is dear.
  const { route, quantity } = await bestRun(page, character.id);
  await trade(page, 'Buy', route.commodity_name, quantity);
  await flyTo(page, character.id, route.to_super_area_id);
  await openGame(page);
  await expect(page.getByText(new RegExp(`^${route.to_location} · `))).toBeVisible();
  await expect(async () => trade(page, 'Sell', route.commodity_name, quantity)).toPass({ timeout: 90_000 });
  const earned = await api.get<SkillSummary>(`/api/swg-skills/character/${character.id}/summary`);
  const trading = earned.experience.find((entry) => entry.experience_type === 'trading');
  expect(trading?.current_amount ?? 0).toBeGreaterThanOrEqual(TRADING_XP_WANTED);

  // No profession yet: nothing saved on a purchase.
  expect(await professionSaving(page, character.id, route, 10)).toBe(0);

  // Skills: the header and the experience the sale earned.
  const skills = await openSkills(page);
  const header = skills.getByLabel('Skills summary');
  await expect(header).toContainText('Skill points0/250');
  await expect(header).toContainText('Active professions0');
  await skills.getByRole('tab', { name: 'Experience' }).click();
  await expect(skills.getByRole('meter', { name: 'Trading' })).toHaveAttribute('aria-valuenow', String(trading!.current_amount));

  // Start the Trader profession from its modal: the novice skill is learned with it.
  await skills.getByRole('tab', { name: 'Available Professions' }).click();
  await skills.getByRole('button', { name: 'View Trader' }).click();
  const trader = page.getByRole('dialog', { name: 'Trader' });
  await expect(trader.getByRole('region', { name: 'Cost analysis' })).toBeVisible();
  await trader.getByRole('button', { name: 'Start Profession' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Trader/ })).toBeVisible();
  const tree = trader.getByRole('region', { name: 'Skill trees of Trader' });
  await expect(tree.getByRole('button', { name: 'Novice Trader (Learned)' })).toBeVisible();
  await expect(trader.getByRole('button', { name: 'Start Profession' })).toHaveCount(0);

  // Learn Bargaining I through the skill learning modal.
  await tree.getByRole('button', { name: 'Bargaining I (Learnable)' }).click();
  await expect(tree.getByRole('button', { name: 'Bargaining I (Learnable)' })).toHaveAttribute('data-path', 'true');
  const learning = page.getByRole('dialog', { name: 'Bargaining I' });
  await expect(learning.getByText('Learning a skill is permanent: this action cannot be undone.')).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('skills-learning-modal.png') });
  await learning.getByRole('button', { name: 'Learn Skill' }).click();
  await expect(learning).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /Bargaining I/ })).toBeVisible();
  await expect(tree.getByRole('button', { name: 'Bargaining I (Learned)' })).toBeVisible();
  // Bargaining II needs 400 trading experience: learnable or locked, as the run's profit decides.
  await expect(tree.getByRole('button', { name: /^Bargaining II \((Learnable|Locked)\)$/ })).toBeVisible();
  await trader.getByRole('button', { name: 'Cancel' }).click();

  const spent = earned.skill_points.used + 2;
  await expect(header).toContainText(`Skill points${spent}/250`);
  await expect(header).toContainText('Active professions1');
  await skills.getByRole('tab', { name: 'Your Skills' }).click();
  await expect(skills.getByRole('meter', { name: 'Trader' })).toBeVisible();

  // The market prices the trader's bonus: the same purchase now saves credits.
  expect(await professionSaving(page, character.id, route, 10)).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Active Profession Bonuses' })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('market-profession-saving.png') });
});
