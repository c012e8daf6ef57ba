import { expect, test } from '@playwright/test';

// Issue 41: the reference page renders the served OpenAPI document with Scalar, a page of its
// own reached from the site's footer; the game's page loads none of the viewer.
test('the footer leads to the API reference, which lists the operations', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  const viewerLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/docs/assets/')) viewerLoads.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('footer')).toBeVisible();
  expect(viewerLoads, 'the game loads no part of the viewer').toEqual([]);

  await page.getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.locator('body[data-reference="ready"]')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Starlane API' })).toBeVisible();
  // Every domain of the route table is a section of the sidebar; an operation opens with its details.
  await expect(page.getByText('market', { exact: true }).first()).toBeVisible();
  await page.goto('/docs/api#tag/market/POST/api/market/buy');
  await expect(page.locator('body[data-reference="ready"]')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Buy', exact: true })).toBeVisible();
  await expect(page.getByText('/api/market/buy').first()).toBeVisible();
  await expect(page.getByText('Idempotency-Key').first()).toBeAttached();
  expect(refused.filter((text) => /Content Security Policy|MIME type/i.test(text))).toEqual([]);
});
