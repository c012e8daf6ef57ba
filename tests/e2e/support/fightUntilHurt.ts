import { expect, type Page } from '@playwright/test';

/** A HAM meter's value and maximum as the page shows them. */
export async function meterOf(page: Page, name: string): Promise<{ now: number; max: number }> {
  const meter = page.getByRole('meter', { name, exact: true });
  return { now: Number(await meter.getAttribute('aria-valuenow')), max: Number(await meter.getAttribute('aria-valuemax')) };
}

/**
 * Plays fights from the combat page until the captain's health is below `share` of its maximum and
 * at least one of the captain's blows has landed (a landed blow is what wears the weapon): attacks
 * (defends when a blow can't be paid for) turn by turn, breaks off a fight still going once both
 * hold, and starts another when a fight ended without them. Returns the captain's health as the
 * fight left it.
 */
export async function fightUntilHurt(page: Page, share = 0.75): Promise<{ now: number; max: number }> {
  const panel = page.locator('.fight-panel');
  const blowsLanded = panel.locator('.turn-log-player[data-hit="true"]');
  let landed = false;
  const done = (health: { now: number; max: number }) => landed && health.now < health.max * share;
  for (let fight = 0; fight < 4; fight++) {
    await page.goto('/combat');
    await page.getByRole('region', { name: 'Who you can fight here' }).getByRole('button', { name: 'Fight' }).first().click();
    await page.waitForURL(/\/combat\/\d+$/);
    await expect(panel).toHaveAttribute('data-session-status', 'active');
    const attack = page.getByRole('button', { name: 'Attack', exact: true });
    for (let turn = 0; turn < 80; turn++) {
      if ((await panel.getAttribute('data-session-status')) !== 'active') break;
      landed ||= (await blowsLanded.count()) > 0;
      if (done(await meterOf(page, 'You Health'))) break;
      await expect(page.getByTestId('turn-blocker')).toHaveCount(0);
      const turnNow = (await panel.getAttribute('data-turn')) ?? '';
      const answered = page.waitForResponse((r) => r.url().includes('/api/swg-combat/session/') && r.request().method() === 'POST');
      await ((await attack.isEnabled()) ? attack : page.getByRole('button', { name: 'Defend', exact: true })).click();
      await answered;
      await expect(panel).not.toHaveAttribute('data-turn', turnNow);
    }
    landed ||= (await blowsLanded.count()) > 0;
    if ((await panel.getAttribute('data-session-status')) === 'active') {
      await page.getByRole('button', { name: 'End fight' }).click();
      await expect(panel).not.toHaveAttribute('data-session-status', 'active');
    }
    const health = await meterOf(page, 'You Health');
    if (done(health)) return health;
  }
  throw new Error('four fights and the captain is still unhurt or has landed no blow');
}
