import { expect as baseExpect, test } from '@playwright/test';
import type { PartyActionResponse } from '../../src/shared/api';
import { settled } from './support/datapadPage';
import { playFightTurn } from './support/fightTurn';
import { gameApi } from './support/gameApi';
import { twoPlayersOnCombatPage } from './support/twoPlayers';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('two party members fight together: one starts a fight, the other joins it from the combat page, both act on the shared turns', async ({ page: ownerPage, browser }, testInfo) => {
  const { owner, mate, mateContext, matePage } = await twoPlayersOnCombatPage(ownerPage, browser);

  // A party of the two (the party's own e2e plays its screens); both stand in the starting system.
  const created = await gameApi(ownerPage, owner.id).post<PartyActionResponse>('/api/party/create', {}, 201);
  await gameApi(matePage, mate.id).post('/api/party/join', { join_code: created.party!.join_code });

  // The owner starts a fight from the combat page.
  await ownerPage.goto('/combat');
  await ownerPage.getByRole('region', { name: 'Who you can fight here' }).getByRole('button', { name: 'Fight' }).first().click();
  await ownerPage.waitForURL(/\/combat\/\d+$/);
  const ownerPanel = ownerPage.locator('.fight-panel');
  await expect(ownerPanel).toHaveAttribute('data-session-status', 'active');
  await playFightTurn(ownerPage);

  // The mate sees the party's fight on its combat page and joins it.
  await matePage.goto('/combat');
  const fights = matePage.getByRole('region', { name: 'Your party’s fights' });
  await expect(fights.getByRole('listitem')).toHaveCount(1);
  await expect(fights.getByRole('listitem')).toContainText('1 fighting');
  await settled(matePage);
  await matePage.screenshot({ path: testInfo.outputPath('party-fight-join.png'), fullPage: true });
  await fights.getByRole('button', { name: /^Join .+'s fight$/ }).click();
  await matePage.waitForURL(/\/combat\/\d+$/);
  expect(new URL(matePage.url()).pathname).toBe(new URL(ownerPage.url()).pathname);
  const matePanel = matePage.locator('.fight-panel');
  await expect(matePanel).toHaveAttribute('data-session-status', 'active');
  await expect(matePage.getByRole('list', { name: 'Your side' }).getByRole('listitem')).toHaveCount(2);

  // The mate acts; the owner's page follows the shared turn (CombatUpdated) and shows both fighters.
  const turnBefore = Number(await matePanel.getAttribute('data-turn'));
  await playFightTurn(matePage);
  await expect(ownerPanel).toHaveAttribute('data-turn', String(turnBefore + 1));
  await expect(ownerPage.getByRole('list', { name: 'Your side' }).getByRole('listitem')).toHaveCount(2);
  await expect(ownerPage.getByRole('list', { name: 'Turn log' })).toContainText(`${mate.name}: `);
  await playFightTurn(ownerPage);
  await expect(matePanel).toHaveAttribute('data-turn', String(turnBefore + 2));
  await settled(ownerPage);
  await ownerPage.screenshot({ path: testInfo.outputPath('party-fight-owner.png') });
  await settled(matePage);
  await matePage.screenshot({ path: testInfo.outputPath('party-fight-mate.png') });
  await mateContext.close();
});
