import { expect as baseExpect, test, type Page } from '@playwright/test';
import { gameApi } from './support/gameApi';
import { playerContextOptions } from './support/graphics';
import { playAsNewCharacter } from './support/scenePlayer';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** Walks from the landing shuttleport to the cantina beside it and returns the Cantina panel. */
async function walkToCantina(page: Page) {
  await page.goto('/movement');
  // Every location of the starting system has a cantina (its walk row says the kind of place).
  await page.getByRole('region', { name: 'Walk' }).getByRole('listitem').filter({ hasText: '· cantina' }).getByRole('button').click();
  await expect(page.getByRole('status').filter({ hasText: /^You are now at / })).toBeVisible();
  return page.getByRole('region', { name: 'Cantina' });
}

test('two players: one performs in the cantina, the other watches and sees the buff, then tips; the performer sees the watcher and the tip', async ({ page: performerPage, browser }, testInfo) => {
  const watcherContext = await browser.newContext(playerContextOptions());
  const watcherPage = await watcherContext.newPage();
  const performer = await playAsNewCharacter(performerPage);
  const watcher = await playAsNewCharacter(watcherPage);

  // The performer learns Novice Entertainer, walks to the cantina and dances.
  await performerPage.goto('/movement');
  const api = gameApi(performerPage, performer.id);
  const { professions } = await api.get<{ professions: Array<{ id: number; name: string }> }>('/api/swg-skills/professions');
  const entertainer = professions.find((p) => p.name === 'Entertainer');
  if (!entertainer) throw new Error('no Entertainer profession');
  await api.post(`/api/swg-skills/character/${performer.id}/start-profession`, { profession_id: entertainer.id });
  const stage = await walkToCantina(performerPage);
  await stage.getByRole('button', { name: 'Dance' }).click();
  await expect(stage.getByRole('status').filter({ hasText: /^You begin to dance at / })).toBeVisible();
  await expect(stage.locator('[data-performing="true"]')).toBeVisible();

  // The watcher walks there, sees the performer on stage and what watching gives, and watches.
  const cantina = await walkToCantina(watcherPage);
  const row = cantina.locator(`[data-performer="${performer.id}"]`);
  await expect(row).toContainText(`${performer.name} · dancing · 0 watching · watching gives +10% experience, HAM regenerates 2× faster`);
  await row.getByRole('button', { name: `Watch ${performer.name}` }).click();
  const buff = cantina.getByRole('status', { name: 'Entertained' });
  await expect(buff).toContainText(`Entertained by ${performer.name}: +10% experience, HAM regenerates 2× faster`);
  await expect(buff).toContainText(/\d+:\d\d left$/);
  await expect(cantina.locator(`[data-watching="${performer.id}"]`)).toBeVisible();
  await watcherPage.screenshot({ path: testInfo.outputPath('cantina-watcher-buff.png') });

  // The performer sees the watcher arrive (realtime), then the watcher's tip.
  await expect(stage).toContainText(`You are performing (dance) for 1 watcher: ${watcher.name}`);
  await row.getByLabel('Tip amount').fill('25');
  await row.getByRole('button', { name: `Tip ${performer.name}` }).click();
  await expect(cantina.getByRole('status').filter({ hasText: `You tip ${performer.name} 25 cr.` })).toBeVisible();
  await expect(stage).toContainText('25 cr in tips');
  await performerPage.screenshot({ path: testInfo.outputPath('cantina-performer.png') });

  // A tip beyond what the watcher holds is refused with the reason, and nothing moves.
  await row.getByLabel('Tip amount').fill('100000');
  await row.getByRole('button', { name: `Tip ${performer.name}` }).click();
  await expect(cantina.getByRole('alert')).toContainText('Insufficient credits: you have');
  await expect(stage).toContainText('25 cr in tips');
  await watcherContext.close();
});
