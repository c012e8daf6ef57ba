import type { Browser, Page } from '@playwright/test';
import { playerContextOptions } from './graphics';
import { playAsNewCharacter } from './scenePlayer';

/** Two new players on the combat page: the test's own page and a second browser of its own (close `mateContext` at the end). */
export async function twoPlayersOnCombatPage(ownerPage: Page, browser: Browser) {
  const mateContext = await browser.newContext(playerContextOptions());
  const matePage = await mateContext.newPage();
  const owner = await playAsNewCharacter(ownerPage);
  const mate = await playAsNewCharacter(matePage);
  await ownerPage.goto('/combat');
  await matePage.goto('/combat');
  return { owner, mate, mateContext, matePage };
}
