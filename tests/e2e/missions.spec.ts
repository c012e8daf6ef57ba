import { expect as baseExpect, test } from '@playwright/test';
import type { Character } from '../../src/shared/api';
import { formatCredits } from '../../src/shared/rules/formatCredits';
import { openApp, trade } from './support/datapadApps';
import { openGame, settledScreenshot } from './support/datapadPage';
import { gameApi } from './support/gameApi';
import { playAsNewCharacter } from './support/scenePlayer';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('a new captain sees the tutorial, buys cargo, watches the step advance and claims the reward in credits', async ({ page }, testInfo) => {
  const character = await playAsNewCharacter(page);
  await openGame(page);
  const api = gameApi(page, character.id);

  // The HUD tracker shows the first tutorial mission and its next step.
  const tracker = page.getByRole('complementary', { name: 'Mission tracker' });
  await expect(tracker.getByText('Trading Basics')).toBeVisible();
  await expect(tracker.getByTestId('tracker-step')).toHaveText('Buy cargo (0/1)');

  // The onboarding panel: phases and the overall progress (initialised on first sight: 1 of 6 done).
  await tracker.getByRole('button', { name: 'Onboarding' }).click();
  const onboarding = page.getByRole('dialog', { name: 'Onboarding' });
  await expect(onboarding.getByTestId('onboarding-progress')).toHaveText('17% complete');
  await expect(onboarding.getByRole('list', { name: 'Onboarding phases' }).getByRole('listitem')).toHaveCount(6);
  await settledScreenshot(page, testInfo.outputPath('onboarding.png'));
  await onboarding.getByRole('button', { name: 'Continue' }).click();
  await expect(onboarding.getByText('Phase: Interface tour')).toBeVisible();
  await onboarding.getByRole('button', { name: 'Close' }).click();
  await expect(onboarding).toBeHidden();

  // The Quest Journal: the tutorial tab with its count, the stats, a card and its details.
  let datapad = await openApp(page, 'Quest Journal');
  await expect(datapad.getByRole('tab', { name: 'Tutorial (1)' })).toBeVisible();
  await expect(datapad.getByTestId('quest-stat-active')).toHaveText('1');
  const card = datapad.getByRole('listitem', { name: 'Trading Basics' });
  await card.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Trading Basics' });
  await expect(details.getByText('Objective:')).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('quest-journal.png'));
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Playing advances the step: one unit of the cheapest local commodity bought.
  const here = await api.get<Character>(`/api/characters/${character.id}`);
  const { commodities } = await api.get<{ commodities: { commodity: { name: string }; price: number; quantity: number }[] }>(`/api/commodities?super_area_id=${here.location.superArea.id}`);
  const cheapest = commodities.filter((entry) => entry.quantity > 0).sort((a, b) => a.price - b.price)[0];
  if (!cheapest) throw new Error('the local market sells nothing');
  await trade(page, 'Buy', cheapest.commodity.name, 1);
  await expect(tracker.getByTestId('tracker-step')).toHaveText('Every step done: complete it in Missions.');
  const before = (await api.get<Character>(`/api/characters/${character.id}`)).credits;

  // The Missions app: the mission at 100 %, Complete pays the reward once.
  datapad = await openApp(page, 'Missions');
  const mission = datapad.getByRole('listitem', { name: 'Trading Basics' });
  await expect(mission).toHaveAttribute('data-progress', '100');
  await expect(mission.getByRole('button', { name: 'Complete Step' })).toBeDisabled();
  await settledScreenshot(page, testInfo.outputPath('missions.png'));
  await mission.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mission completed: Trading Basics. Reward: 750 credits.' })).toBeVisible();
  // The next tutorial mission follows, in the app and the tracker.
  await expect(datapad.getByRole('listitem', { name: 'Travel Basics' })).toBeVisible();
  await expect(tracker.getByText('Travel Basics')).toBeVisible();

  // The reward shows in the credits of the Command Center.
  datapad = await openApp(page, 'Command Center');
  await expect(datapad.getByText(formatCredits(before + 750), { exact: true })).toBeVisible();

  // The pages: mission index, quest index and quest show.
  await page.goto('/missions');
  await expect(page.getByRole('listitem', { name: 'Travel Basics' })).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('mission-index.png'));
  await page.goto('/quests');
  await page.getByRole('tab', { name: /^Available/ }).click();
  await expect(page.getByRole('listitem', { name: 'Guild Initiate' })).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('quest-index.png'));
  const journal = await api.get<{ quests: { id: number; key: string }[] }>('/api/quest-progress/');
  const tutorial = journal.quests.find((q) => q.key === 'trading_basics');
  await page.goto(`/quests/${tutorial?.id}`);
  await expect(page.getByRole('article', { name: 'Trading Basics' }).getByText('Rewards (claimed)')).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('quest-show.png'));
});
