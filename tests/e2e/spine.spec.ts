import { expect, test } from '@playwright/test';
import { submitRegisterForm } from './support/registerForm';

const password = 'a long enough password';

test('a player registers, creates a character, keeps it across a reload and logs out', async ({ page }, testInfo) => {
  const email = `pilot-${Date.now()}@example.com`;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Starlane' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('welcome.png') });
  await page.getByRole('link', { name: 'Register' }).click();

  await expect(page.getByRole('heading', { name: 'Join Starlane' })).toBeVisible();
  await submitRegisterForm(page, 'Ada Lovelace', email, password);
  await expect(page.getByText('You have no characters yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Create Character' }).click();

  await page.getByLabel('Name').fill('Nova Reyes');
  await page.getByRole('button', { name: 'Create Character' }).click();
  // Into the game at once, as the new character; the roster keeps it, active, with Play.
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.locator('.game-hud-name')).toHaveText('Nova Reyes');
  await page.goto('/characters');

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Nova Reyes' }) });
  await expect(card.getByRole('button', { name: 'Play Nova Reyes' })).toBeVisible();
  await expect(card).toBeVisible();
  await expect(card.getByText('25,000 cr')).toBeVisible();
  await expect(card.getByText(/ · .* · /)).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('characters.png'), fullPage: true });

  const storedId = await page.evaluate(() => JSON.parse(localStorage.getItem('starlane-game') ?? '{}').state?.activeCharacterId);
  expect(typeof storedId).toBe('number');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Characters' })).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Nova Reyes').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to Starlane' })).toBeVisible();
  await page.goto('/characters');
  await expect(page.getByRole('heading', { name: 'Log in to Starlane' })).toBeVisible();

  // Logging back in works with the new session's token.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Your Characters' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nova Reyes' })).toBeVisible();
});

test('the login form shows the server’s error under the email field', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('login-error.png') });
});

test('the login form checks its fields before sending, in the contract’s words (its field messages load with it)', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The email field must be a valid email address.')).toBeVisible();
  await expect(page.getByText('The password field is required.')).toBeVisible();
});
