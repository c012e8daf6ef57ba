import { expect as baseExpect, test, type Page } from '@playwright/test';
import { settled } from './support/datapadPage';
import { playAsNewCharacter } from './support/scenePlayer';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** The opponent's health as its meter says. */
async function opponentHealth(page: Page, name: string): Promise<number> {
  return Number(await page.getByRole('meter', { name: `${name} Health` }).getAttribute('aria-valuenow'));
}

test('a fight from the combat page to its end: HAM bars move, the log fills, the outcome shows', async ({ page }, testInfo) => {
  await playAsNewCharacter(page);
  await page.goto('/combat');
  const here = page.getByRole('region', { name: 'Who you can fight here' });
  const first = here.getByRole('listitem').first();
  await expect(first).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('combat-index.png'), fullPage: true });
  const name = ((await first.getByRole('link').first().textContent()) ?? '').trim();

  await first.getByRole('button', { name: 'Fight' }).click();
  await page.waitForURL(/\/combat\/\d+$/);
  const panel = page.locator('.fight-panel');
  await expect(panel).toHaveAttribute('data-session-status', 'active');
  const before = await opponentHealth(page, name);
  await page.screenshot({ path: testInfo.outputPath('combat-play-start.png') });

  // Attack until the fight ends, defending to catch breath when a blow can't be paid for; each
  // answer is one action response.
  const attack = page.getByRole('button', { name: 'Attack', exact: true });
  for (let turn = 0; turn < 80; turn++) {
    if ((await panel.getAttribute('data-session-status')) !== 'active') break;
    await expect(page.getByTestId('turn-blocker')).toHaveCount(0);
    const turnNow = await panel.getAttribute('data-turn');
    const answered = page.waitForResponse((r) => r.url().includes('/api/swg-combat/session/') && r.request().method() === 'POST');
    await ((await attack.isEnabled()) ? attack : page.getByRole('button', { name: 'Defend', exact: true })).click();
    await answered;
    await expect(panel).not.toHaveAttribute('data-turn', turnNow ?? '');
    if (turn === 1) await page.screenshot({ path: testInfo.outputPath('combat-play-mid.png') });
  }
  await expect(panel).not.toHaveAttribute('data-session-status', 'active');
  expect(await opponentHealth(page, name)).toBeLessThan(before);
  await expect(page.getByRole('list', { name: 'Turn log' }).getByRole('listitem').first()).toBeVisible();
  const outcome = page.getByRole('region', { name: 'Outcome' });
  await expect(outcome).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('combat-play-end.png') });

  // The finished session's log page.
  await outcome.getByRole('link', { name: 'Fight log' }).click();
  await expect(page.getByRole('heading', { name: `Fight vs ${name}` })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('combat-show.png'), fullPage: true });
});
