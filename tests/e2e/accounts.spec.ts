import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../../src/server/domains/auth/totp';
import { openMail } from './support/mailbox';
import { registerThroughForm } from './support/registerForm';

const password = 'a long enough password';

async function registerAs(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  await registerThroughForm(page, name, email, password);
  return email;
}

/** Opens the newest mail to `email` with `subject` in the local mailbox (mail is written in the background). */
async function logIn(page: Page, email: string, withPassword: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Log in to Starlane' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(withPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a player who forgot the password resets it from the mailed link and logs in', async ({ page }, testInfo) => {
  const email = await registerAs(page, 'Forgetful Pilot');
  await page.getByRole('button', { name: 'Log out', exact: true }).click();

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email Password Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(/we have e-mailed a link to reset its password/);
  await page.screenshot({ path: testInfo.outputPath('forgot-password.png') });

  await openMail(page, email, 'Reset Password Notification');
  await page.getByRole('link', { name: /\/reset-password\// }).click();

  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('a fresh new password');
  await page.getByLabel('Confirm Password').fill('a fresh new password');
  await page.screenshot({ path: testInfo.outputPath('reset-password.png') });
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page.getByRole('heading', { name: 'Log in to Starlane' })).toBeVisible();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await logIn(page, email, 'a fresh new password');
  await expect(page.getByRole('heading', { name: 'Your Characters' })).toBeVisible();
});

test('a player turns on two-factor, logs out, and logs back in through the challenge', async ({ page }, testInfo) => {
  // Two sign-ins, a registration and the setup: more steps than a spec's usual minute allows on a busy machine.
  test.setTimeout(120_000);
  const email = await registerAs(page, 'Careful Pilot');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'You have not enabled two factor authentication.' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('profile.png') });

  await page.getByRole('button', { name: 'Enable' }).click();
  // Jetstream's confirms-password dialog: the password again, then enabling goes on.
  const confirm = page.getByRole('dialog', { name: 'Confirm Password' });
  await expect(confirm).toBeVisible();
  await confirm.screenshot({ path: testInfo.outputPath('confirm-password.png') });
  await confirm.getByLabel('Password', { exact: true }).fill(password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();

  const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: 'Two-factor QR code' })).toBeVisible();
  await page.getByRole('region', { name: 'Two Factor Authentication' }).screenshot({ path: testInfo.outputPath('two-factor-setup.png') });
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'You have enabled two factor authentication.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(8);

  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Two-factor confirmation' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('two-factor-challenge.png') });
  const uncaught: Error[] = [];
  page.on('pageerror', (error) => uncaught.push(error));
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery Code').fill('not-a-recovery-code');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The provided two factor recovery code was invalid.')).toBeVisible();
  await page.getByRole('button', { name: 'Use an authentication code' }).click();
  // The confirming code is used up; the next step's code is within the window already.
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret, new Date(Date.now() + 30_000)));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Your Characters' })).toBeVisible();
  expect(uncaught).toEqual([]);
});

test('the public pages render and the welcome page links to them', async ({ page }, testInfo) => {
  for (const [path, heading] of [
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/features', 'Features'],
    ['/guide', 'Guide'],
    ['/trading-guide', 'Trading Guide'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`${path.slice(1)}.png`) });
  }
  await expect(page.getByRole('cell', { name: 'Strong Buy' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('the features page shows screenshots of the game, each with alt text, without loading the 3D scene', async ({ page }, testInfo) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/features');
  const features = page.getByRole('region', { name: 'Features' });
  const images = features.getByRole('img');
  // One screenshot a feature: the galaxy, travel, orbit, economy, ships, contracts, skills, items, parties, missions, combat.
  await expect(images).toHaveCount(11);
  const alts = await images.evaluateAll((all) => all.map((img) => img.getAttribute('alt') ?? ''));
  expect(alts.every((alt) => alt.length > 20)).toBe(true);
  // Lazy images load as they come into view: scrolled through, each is a real 960-pixel picture.
  await features.getByRole('article').last().scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.feature-screen img')].every((img) => img.complete && img.naturalWidth === 960));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('features.png') });
  // A public page: no scene code (three.js, the canvas) comes with it.
  expect(scripts.filter((url) => /GameCanvas|three|scene/i.test(url))).toEqual([]);
});

test('a player verifies the e-mail address from the mail and creates an API token, shown once', async ({ page }, testInfo) => {
  const email = await registerAs(page, 'Curious Pilot');
  await expect(page.getByText(/Please verify your e-mail address/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'API Tokens' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Verify your e-mail address before creating API tokens/);
  await page.screenshot({ path: testInfo.outputPath('api-tokens-unverified.png'), fullPage: true });
  await page.getByRole('link', { name: 'Send the link again' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Email Address' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('verify-email.png'), fullPage: true });

  await openMail(page, email, 'Verify Email Address');
  await page.getByRole('link', { name: /\/email\/verify\// }).click();
  await expect(page.getByRole('status')).toHaveText('Your e-mail address has been verified.');
  await page.screenshot({ path: testInfo.outputPath('verified.png') });
  await page.getByRole('link', { name: 'Continue to Starlane' }).click();
  await expect(page.getByText(/Please verify your e-mail address/)).toBeHidden();

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'API Tokens' }).click();
  await page.getByLabel('Token Name').fill('Price watcher');
  await page.getByRole('checkbox', { name: /^trade/ }).check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('api-token')).toHaveText(/^\d+\|[\w-]{40}$/);
  await expect(page.getByRole('list', { name: 'API tokens' })).toContainText('read, trade · Never used');
  await page.screenshot({ path: testInfo.outputPath('api-tokens.png'), fullPage: true });
});
