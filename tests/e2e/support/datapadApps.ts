import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the datapad's app `name` from the hub (Home first when another app is open). */
export async function openApp(page: Page, name: string): Promise<Locator> {
  const datapad = page.getByRole('dialog', { name: 'Datapad' });
  if (!(await datapad.isVisible())) await page.getByRole('button', { name: /^Datapad/ }).click();
  await expect(datapad).toBeVisible();
  const home = datapad.getByRole('button', { name: 'Home', exact: true });
  if (await home.isVisible()) await home.click();
  await datapad.getByRole('list', { name: 'Apps' }).getByRole('button', { name }).click();
  return datapad;
}

/** Trades `quantity` of `commodity` through Commodity Trading's trade dialog and waits for the server's word. */
export async function trade(page: Page, action: 'Buy' | 'Sell', commodity: string, quantity: number): Promise<void> {
  const trading = await openApp(page, 'Commodity Trading');
  await trading.getByRole('button', { name: `${action} ${commodity}` }).click();
  const prompt = page.getByRole('dialog', { name: `${action} ${commodity}` });
  await prompt.getByLabel('Enter quantity to buy/sell:').fill(String(quantity));
  await prompt.getByRole('button', { name: new RegExp(`^${action} ${quantity} for `) }).click();
  const done = action === 'Buy' ? 'Bought' : 'Sold';
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${done} ${quantity} ${commodity} for [\\d,]+ cr`) })).toBeVisible({ timeout: 30_000 });
}
