import { expect, test } from '@playwright/test';
import { apiHeaders, playAsVerifiedAdmin } from './support/adminPlayer';

test('an admin tunes the galaxy traffic: the saved values, a refused one beside its field, and the confirmation', async ({ page }, testInfo) => {
  await playAsVerifiedAdmin(page, 'traffic-admin@example.com');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Galaxy traffic' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxy traffic' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Traffic tunables' });
  // What the galaxy flies now: the defaults, as the server reads them.
  const now = await (await page.request.get('/api/admin/traffic-tunables', { headers: await apiHeaders(page) })).json();
  await expect(form.getByLabel('Traders per system')).toHaveValue(String(now.traders_per_system));
  await expect(form.getByLabel('Appetite')).toHaveValue(String(now.appetite));
  await expect(form.getByLabel('Systems per pirate group')).toHaveValue(String(now.systems_per_pirate_group));
  await expect(form.getByLabel('Systems per patrol')).toHaveValue(String(now.systems_per_patrol));
  await expect(form.getByLabel('Events per game day')).toHaveValue(String(now.events_per_game_day));

  // Out of range: the server's 422 beside the field, and nothing saved.
  await form.getByLabel('Traders per system').fill('25');
  await form.getByLabel('Appetite').fill('0.9');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Traders per system must be between 0 and 20.')).toBeVisible();
  await expect(form.getByText('Appetite must be between 0.01 and 0.5.')).toBeVisible();
  await expect(form.getByLabel('Traders per system')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('status')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('traffic-tunables-errors.png') });

  // Good values save, say so, and are what the page reads again.
  await form.getByLabel('Traders per system').fill('4');
  await form.getByLabel('Appetite').fill('0.05');
  await form.getByLabel('Systems per pirate group').fill('5');
  await form.getByLabel('Systems per patrol').fill('8');
  await form.getByLabel('Events per game day').fill('2');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved. The next tick flies the galaxy with these.');
  await expect(form.getByText('Traders per system must be between 0 and 20.')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: testInfo.outputPath('traffic-tunables-saved.png') });
  await page.reload();
  await expect(page.getByRole('form', { name: 'Traffic tunables' }).getByLabel('Traders per system')).toHaveValue('4');
  await expect(page.getByRole('form', { name: 'Traffic tunables' }).getByLabel('Events per game day')).toHaveValue('2');
});
