import { expect as baseExpect, test } from '@playwright/test';
import { openApp, trade } from './support/datapadApps';
import { openGame, settledScreenshot } from './support/datapadPage';
import { gameApi } from './support/gameApi';
import { playAsNewCharacter } from './support/scenePlayer';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('a new captain sees the first trade run, buys what it names, and reads one progress figure everywhere', async ({ page }, testInfo) => {
  const character = await playAsNewCharacter(page);
  await openGame(page);
  const api = gameApi(page, character.id);

  // The HUD tracker shows the first tutorial mission, its next step and what to do, in its own words.
  const tracker = page.getByRole('complementary', { name: 'Mission tracker' });
  await expect(tracker.getByText('Trading Basics')).toBeVisible();
  const step = tracker.getByTestId('tracker-step');
  await expect(step).toHaveText(/^Buy .+ \(0\/1\)$/);
  const goods = ((await step.textContent()) ?? '').replace(/^Buy /, '').replace(/ \(0\/1\)$/, '');
  await expect(tracker.getByTestId('tracker-detail')).toHaveText(new RegExp(`^Open Commodity Trading and buy \\d+ ${goods} here, at about [\\d,]+ cr a unit\\.$`));

  // The onboarding panel: phases and the overall progress (initialised on first sight: 1 of 6 done).
  await tracker.getByRole('button', { name: 'Onboarding' }).click();
  const onboarding = page.getByRole('dialog', { name: 'Onboarding' });
  await expect(onboarding.getByTestId('onboarding-progress')).toHaveText('17% complete');
  await expect(onboarding.getByRole('list', { name: 'Onboarding phases' }).getByRole('listitem')).toHaveCount(6);
  await settledScreenshot(page, testInfo.outputPath('onboarding.png'));
  await onboarding.getByRole('button', { name: 'Continue' }).click();
  await expect(onboarding.getByText('Phase: Interface tour')).toBeVisible();
  await onboarding.getByRole('button', { name: 'Continue' }).click();
  await expect(onboarding.getByText('Phase: First mission')).toBeVisible();
  // The first mission phase waits for the mission: Continue says why instead of failing.
  await expect(onboarding.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(onboarding.getByText('Next: Complete your first tutorial mission (Trading Basics)')).toBeVisible();
  await expect(onboarding.getByRole('listitem').filter({ hasText: 'First mission' })).toHaveAttribute('data-progress', '0');
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

  // Playing advances the step: one unit of the named commodity bought.
  await trade(page, 'Buy', goods, 1);
  await expect(step).toHaveText(/^Fly to .+ \(0\/1\)$/);

  // The Missions app: one step of three (33 %), nothing to complete by hand, no Abandon on the tutorial.
  datapad = await openApp(page, 'Missions');
  const mission = datapad.getByRole('listitem', { name: 'Trading Basics' });
  await expect(mission).toHaveAttribute('data-progress', '33');
  await expect(mission.getByText('33% complete')).toBeVisible();
  await expect(mission.getByRole('button', { name: 'Complete', exact: true })).toBeDisabled();
  await expect(mission.getByRole('button', { name: 'Abandon' })).toHaveCount(0);
  await expect(mission.getByRole('button', { name: 'Complete Step' }).first()).toBeDisabled();
  await settledScreenshot(page, testInfo.outputPath('missions.png'));
  await page.keyboard.press('Escape');

  // The onboarding panel shows the same figure for its first mission phase.
  await tracker.getByRole('button', { name: 'Onboarding' }).click();
  await expect(onboarding.getByRole('listitem').filter({ hasText: 'First mission' })).toHaveAttribute('data-progress', '33');
  await expect(onboarding.getByRole('listitem').filter({ hasText: 'First mission' })).toContainText('33%');
  await onboarding.getByRole('button', { name: 'Close' }).click();

  // The pages: mission index, quest index and quest show, in the run's own words.
  await page.goto('/missions');
  await expect(page.getByRole('listitem', { name: 'Trading Basics' })).toHaveAttribute('data-progress', '33');
  await settledScreenshot(page, testInfo.outputPath('mission-index.png'));
  await page.goto('/quests');
  await page.getByRole('tab', { name: /^Available/ }).click();
  await expect(page.getByRole('listitem', { name: 'Guild Initiate' })).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('quest-index.png'));
  const journal = await api.get<{ quests: { id: number; key: string }[] }>('/api/quest-progress/');
  const tutorial = journal.quests.find((q) => q.key === 'trading_basics');
  await page.goto(`/quests/${tutorial?.id}`);
  await expect(page.getByRole('article', { name: 'Trading Basics' }).getByText(`Buy ${goods}`, { exact: true })).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('quest-show.png'));
});
