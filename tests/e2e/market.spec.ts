import { expect as baseExpect, test, type Page } from '@playwright/test';
import type { ProfitableRouteItem } from '../../src/shared/api';
import { bestTrade } from '../../src/shared/rules/market/bestTrade';
import { settledScreenshot } from './support/datapadPage';
import { playAsNewCharacter } from './support/scenePlayer';

// SwiftShader draws the scene on the CPU, and the machine may be busy with other runs: be generous.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const api = (characterId: number) => ({ accept: 'application/json', 'x-api-version': '1', 'x-character-id': String(characterId) });

interface MarketItem {
  commodity_id: number;
  commodity_name: string;
  current_price: number;
}

/** A commodity whose price visibly moves when 10 units are bought, and that 10 units of fit the starting credits. */
async function commodityThatMoves(page: Page, characterId: number): Promise<MarketItem> {
  const data = await page.request.get('/api/market/data', { headers: api(characterId) });
  const items = ((await data.json()) as { market_intelligence: { market_data: MarketItem[] } }).market_intelligence.market_data;
  let best: { item: MarketItem; move: number } | undefined;
  for (const item of items) {
    const quote = await page.request.get(`/api/market/commodities/${item.commodity_id}/pricing?quantity=10&action=buy`, { headers: api(characterId) });
    const pricing = ((await quote.json()) as { pricing: { total: number; unit_price: number; price_after: number } }).pricing;
    const move = pricing.price_after / pricing.unit_price - 1;
    if (pricing.total <= 12_000 && (!best || move > best.move)) best = { item, move };
  }
  expect(best, 'a commodity whose price moves with a 10-unit order').toBeDefined();
  return best!.item;
}

async function openApp(page: Page, name: string) {
  const datapad = page.getByRole('dialog', { name: 'Datapad' });
  if (!(await datapad.isVisible())) await page.getByRole('button', { name: /^Datapad/ }).click();
  await datapad.getByRole('button', { name: 'Home', exact: true }).click().catch(() => undefined);
  await datapad.getByRole('list', { name: 'Apps' }).getByRole('button', { name }).click();
  return datapad.getByRole('region', { name });
}

const credits = (amount: number) => `${amount.toLocaleString('en-US')} cr`;

test('the market dashboard: buy 10, see credits fall, the manifest and the price move, chart the history, sell', async ({ page }, testInfo) => {
  const character = await playAsNewCharacter(page);
  const traded = await commodityThatMoves(page, character.id);
  await page.goto('/game');
  await page.locator('.scene-canvas[data-scene-ready]').waitFor({ state: 'attached', timeout: 90_000 });

  const dashboard = await openApp(page, 'Market Analysis');
  await expect(dashboard.getByRole('heading', { name: 'Galactic Market Terminal' })).toBeVisible();
  await expect(dashboard.getByText(credits(25_000))).toBeVisible();
  const cards = dashboard.getByRole('region', { name: 'Market Intelligence' });
  await expect(cards.getByText('Total Commodities')).toBeVisible();
  await expect(cards.getByText('30', { exact: true })).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('market-dashboard.png'));

  // The text filter narrows the list to the commodity; select it for the Trading Actions panel.
  await dashboard.getByLabel('Filter commodities').fill(traded.commodity_name);
  const row = dashboard.getByRole('row', { name: new RegExp(`^${traded.commodity_name}`) });
  await expect(row).toHaveCount(1);
  const priceCell = row.getByRole('cell').nth(1);
  await expect(priceCell).toHaveText(credits(traded.current_price));
  await row.getByRole('button', { name: traded.commodity_name }).click();

  const actions = dashboard.getByRole('region', { name: 'Trading Actions' });
  await actions.getByLabel('Quantity').fill('10');
  const quote = await page.request.get(`/api/market/commodities/${traded.commodity_id}/pricing?quantity=10&action=buy`, { headers: api(character.id) });
  const total = ((await quote.json()) as { pricing: { total: number } }).pricing.total;
  await expect(actions.getByText(credits(total), { exact: true }).first()).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Sell' })).toBeDisabled();
  await actions.getByRole('button', { name: 'Buy' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'BUY successful' })).toBeVisible();
  await expect(dashboard.getByText(credits(25_000 - total))).toBeVisible();
  const manifest = dashboard.getByRole('region', { name: 'Cargo Manifest' });
  await expect(manifest.getByText(traded.commodity_name)).toBeVisible();
  await expect(manifest.getByText('10 units', { exact: true })).toBeVisible();
  // Ten units off the shelf: the price has gone up.
  await expect(priceCell).not.toHaveText(credits(traded.current_price));
  const after = Number((await priceCell.innerText()).replace(/[^\d]/g, ''));
  expect(after).toBeGreaterThan(traded.current_price);
  await settledScreenshot(page, testInfo.outputPath('market-after-buy.png'));

  // Routes: the ship's status, the inputs, and routes whose hyperspace nodes open.
  await dashboard.getByRole('tab', { name: 'Routes' }).click();
  await expect(dashboard.getByRole('region', { name: 'Ship status' })).toBeVisible();
  await expect(dashboard.getByLabel('Max distance (jumps)')).toHaveValue('5');
  await expect(dashboard.getByLabel('Min profit (per unit)')).toHaveValue('10');
  const routes = dashboard.getByRole('list', { name: 'Profitable routes' });
  await expect(routes.getByRole('listitem').first()).toBeVisible();
  // Every route starts here, with its profit a unit and a hold.
  const data = await page.request.get('/api/market/data', { headers: api(character.id) });
  const here = ((await data.json()) as { market_intelligence: { location: { name: string } } }).market_intelligence.location.name;
  const paths = await routes.locator('.md-route-path').allInnerTexts();
  expect(paths.length).toBeGreaterThan(0);
  expect(paths.every((path) => path.startsWith(`${here} →`)), paths.join('\n')).toBe(true);
  await expect(routes.getByText(/^Profit \/ hold \(\d+\)$/).first()).toBeVisible();
  await routes.getByRole('button', { name: 'Show route nodes' }).first().click();
  await expect(routes.getByRole('list', { name: 'Hyperspace route' }).first()).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('market-routes.png'));

  // History: a real chart of the selected commodity (the seeded week, then every tick).
  await dashboard.getByRole('tab', { name: 'History' }).click();
  const history = dashboard.getByRole('figure', { name: `Price history of ${traded.commodity_name}` });
  await expect(history).toBeVisible();
  const chart = history.locator('.md-chart');
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(chart.locator('.recharts-line-curve')).toHaveAttribute('d', /^M[\d.,\sLC-]+/);
  expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(100);
  await chart.scrollIntoViewIfNeeded();
  await settledScreenshot(page, testInfo.outputPath('market-history.png'));

  // Sell the ten back.
  await actions.getByLabel('Quantity').fill('10');
  await actions.getByRole('button', { name: 'Sell' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'SELL successful' })).toBeVisible();
  await expect(manifest.getByText('The hold is empty.')).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('market-after-sell.png'));
});

test('commodity trading: the trade dialog’s live quote, galactic prices against a neighbour, the best trade, and the commodities list’s quick trade', async ({ page }, testInfo) => {
  const character = await playAsNewCharacter(page);
  await page.goto('/game');
  await page.locator('.scene-canvas[data-scene-ready]').waitFor({ state: 'attached', timeout: 90_000 });

  const trading = await openApp(page, 'Commodity Trading');
  await expect(trading.getByRole('tab', { name: 'Local Market' })).toHaveAttribute('aria-selected', 'true');
  // The best trade from here: the first of the routes from this system.
  const { routes } = (await (await page.request.get('/api/market/routes/profitable', { headers: api(character.id) })).json()) as { routes: ProfitableRouteItem[] };
  const best = bestTrade(routes)!;
  const hint = trading.getByRole('region', { name: 'Best trade from here' });
  await expect(hint).toContainText(`Buy ${best.commodity_name} at ${credits(best.buy_price)}, sell at ${best.to_location}`);

  await trading.getByRole('button', { name: 'Buy Grain' }).click();
  const prompt = page.getByRole('dialog', { name: 'Buy Grain' });
  const quantity = prompt.getByLabel('Enter quantity to buy/sell:');
  await expect(quantity).toHaveValue('10');
  const figure = (term: string) => prompt.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');
  // The quote moves as the quantity is typed, and is the server's own.
  for (const units of [1, 60, 3]) {
    await quantity.fill(String(units));
    const quote = await page.request.get(`/api/market/commodities/${await grainId(page, character.id)}/pricing?quantity=${units}&action=buy`, { headers: api(character.id) });
    const pricing = ((await quote.json()) as { pricing: { total: number; final_total: number } }).pricing;
    await expect(figure('Total')).toHaveText(credits(pricing.total));
    await expect(prompt.getByRole('button', { name: `Buy ${units} for ${credits(pricing.final_total)}` })).toBeEnabled();
  }
  await expect(figure('Hold after')).toHaveText(/^3 \/ \d+ units$/);
  await expect(figure('Credits after')).toHaveText(/^24,[\d,]* cr$/);
  await settledScreenshot(page, testInfo.outputPath('trading-buy-dialog.png'));
  await prompt.getByRole('button', { name: /^Buy 3 for / }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Bought 3 Grain for [\d,]+ cr/ })).toBeVisible();
  await expect(prompt).toBeHidden();
  const grain = trading.getByRole('row', { name: /^Grain/ });
  await expect(grain.getByRole('cell').nth(3)).toHaveText('3');

  // A sale opens at everything held, with the profit; an answer that is not above 0 is silently ignored.
  await trading.getByRole('button', { name: 'Sell Grain' }).click();
  const sale = page.getByRole('dialog', { name: 'Sell Grain' });
  await expect(sale.getByLabel('Enter quantity to buy/sell:')).toHaveValue('3');
  await expect(sale.getByText('Max 3: all you hold.')).toBeVisible();
  await expect(sale.locator('dt', { hasText: 'Profit' })).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('trading-sell-dialog.png'));
  await sale.getByLabel('Enter quantity to buy/sell:').fill('0');
  await sale.getByLabel('Enter quantity to buy/sell:').press('Enter');
  await expect(sale).toBeHidden();
  await expect(grain.getByRole('cell').nth(3)).toHaveText('3');
  await settledScreenshot(page, testInfo.outputPath('trading-local.png'));

  // Galactic Prices opens on a neighbour, not on here against here.
  await trading.getByRole('tab', { name: 'Galactic Prices' }).click();
  const system = trading.getByLabel('Star system');
  await expect(system).toBeVisible();
  await expect(system.locator('option:checked')).not.toHaveText(/\(here\)/);
  await expect(system.locator('optgroup[label="Neighbours (1 jump)"] option:checked')).toHaveCount(1);
  await expect(trading.getByRole('row', { name: /^Grain/ })).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('trading-galactic.png'));
  await system.selectOption({ index: 3 });
  await expect(trading.getByRole('row', { name: /^Grain/ })).toBeVisible();

  const list = await openApp(page, 'Commodities');
  await list.getByRole('button', { name: 'Trade Silica Sand' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Bought 1 Silica Sand for [\d,]+ cr/ })).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('commodities.png'));
});

async function grainId(page: Page, characterId: number): Promise<number> {
  const data = await page.request.get('/api/market/data', { headers: api(characterId) });
  const items = ((await data.json()) as { market_intelligence: { market_data: MarketItem[] } }).market_intelligence.market_data;
  return items.find((item) => item.commodity_name === 'Grain')!.commodity_id;
}
