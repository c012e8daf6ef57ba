import { expect, type Page } from '@playwright/test';

/** Plays one turn on the fight page (Attack, or Defend when a blow can't be paid for) and waits for the turn to move on. */
export async function playFightTurn(page: Page): Promise<void> {
  const panel = page.locator('.fight-panel');
  await expect(page.getByTestId('turn-blocker')).toHaveCount(0, { timeout: 20_000 });
  const turn = (await panel.getAttribute('data-turn')) ?? '';
  const attack = page.getByRole('button', { name: 'Attack', exact: true });
  const answered = page.waitForResponse((r) => r.url().includes('/api/swg-combat/session/') && r.request().method() === 'POST');
  await ((await attack.isEnabled()) ? attack : page.getByRole('button', { name: 'Defend', exact: true })).click();
  expect((await answered).status()).toBe(200);
  await expect(panel).not.toHaveAttribute('data-turn', turn, { timeout: 20_000 });
}
