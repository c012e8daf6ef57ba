import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import type { Character, OnboardingStatus, QuestProgress } from '../../src/shared/api';
import { formatCredits } from '../../src/shared/rules/formatCredits';
import { openApp, trade } from './support/datapadApps';
import { openGame, settledScreenshot } from './support/datapadPage';
import { gameApi } from './support/gameApi';
import { playAsNewCharacter } from './support/scenePlayer';

// A jump at the e2e time scale takes seconds, but a loaded machine answers slowly.
test.describe.configure({ timeout: 360_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Whether the spotlight lies around `element` (padded a few pixels on each side): its left, top
 * and right edges; below, it may stop where a scrolling list cuts the element off.
 */
async function spotlightAround(page: Page, element: Locator): Promise<boolean> {
  const [spot, box] = await Promise.all([page.locator('.tour-spotlight').boundingBox(), element.boundingBox()]);
  if (!spot || !box) return false;
  const bottom = Math.min(box.y + box.height, page.viewportSize()?.height ?? Infinity);
  return spot.x <= box.x && spot.y <= box.y && spot.x + spot.width >= box.x + box.width - 1 && spot.y + spot.height > Math.min(bottom - 1, box.y + 40);
}

test('a new captain is greeted, takes the interface tour and learns the loop: buy, jump, sell at a profit, refuel', async ({ page }, testInfo) => {
  const character = await playAsNewCharacter(page, { welcome: true });
  await openGame(page);
  const api = gameApi(page, character.id);
  const start = await api.get<Character>(`/api/characters/${character.id}`);
  const ship = start.ships[0];
  if (!ship) throw new Error('a new captain has a ship');

  // Greeted over the map, with the HUD strip live from the Character.
  const welcome = page.getByRole('dialog', { name: `Welcome aboard, ${character.name}` });
  await expect(welcome.getByText(`You command the ${ship.name}`)).toBeVisible();
  await expect(page.getByTestId('hud-credits')).toHaveText(formatCredits(start.credits));
  await expect(page.getByTestId('hud-fuel')).toHaveText(`${Math.round(ship.fuel_percentage)}%`);
  await expect(page.getByTestId('hud-hold')).toHaveText(`0/${ship.cargo_capacity}`);
  // Graphics Off: the still map marks where the captain is.
  const here = page.locator('.still-system[data-tour="map-here"]');
  await expect(here.locator('title')).toContainText(start.location.superArea.name);
  await expect(here.getByText('You are here')).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('welcome.png'));

  // The tour: each stop lights the real HUD element; Next, the arrow key, then Finish.
  await welcome.getByRole('button', { name: 'Take the tour' }).click();
  const tour = page.getByRole('dialog', { name: 'Interface tour' });
  await expect(tour).toHaveAttribute('data-step', 'datapad_button');
  await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused();
  await expect.poll(() => spotlightAround(page, page.getByRole('button', { name: /^Datapad/ }))).toBe(true);
  await settledScreenshot(page, testInfo.outputPath('tour-datapad-button.png'));
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toHaveAttribute('data-step', 'datapad_apps');
  const apps = page.getByRole('dialog', { name: 'Datapad' }).getByRole('list', { name: 'Apps' });
  await expect(apps).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('tour-apps.png'));
  await expect.poll(() => spotlightAround(page, apps)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(tour).toHaveAttribute('data-step', 'credits_display');
  await expect(page.getByRole('dialog', { name: 'Datapad' })).toBeHidden();
  await expect.poll(() => spotlightAround(page, page.getByTestId('hud-credits'))).toBe(true);
  await settledScreenshot(page, testInfo.outputPath('tour-credits.png'));
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toHaveAttribute('data-step', 'mission_tracker');
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toHaveAttribute('data-step', 'galaxy_map');
  await expect.poll(() => spotlightAround(page, here.getByText('You are here'))).toBe(true);
  await settledScreenshot(page, testInfo.outputPath('tour-map.png'));
  await tour.getByRole('button', { name: 'Finish' }).click();
  await expect(tour).toBeHidden();
  await expect(welcome).toBeHidden();
  await expect
    .poll(async () => (await api.get<{ onboarding_status: OnboardingStatus }>('/api/onboarding/status')).onboarding_status.phase)
    .toBe('first_mission');

  // Replayable from Settings; Escape skips it.
  const settings = await openApp(page, 'Settings');
  await settings.getByRole('button', { name: 'Replay the tour' }).click();
  await expect(tour).toHaveAttribute('data-step', 'datapad_button');
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();

  // Mission 1, Trading Basics, the first trade run: it names a commodity to buy here and the
  // neighbour that pays more for it (from the live prices); the tracker and the HUD follow.
  const tracker = page.getByRole('complementary', { name: 'Mission tracker' });
  const step = tracker.getByTestId('tracker-step');
  await expect(step).toHaveText(/^Buy .+ \(0\/1\)$/);
  const goods = ((await step.textContent()) ?? '').replace(/^Buy /, '').replace(/ \(0\/1\)$/, '');
  await trade(page, 'Buy', goods, 1);
  await expect(step).toHaveText(/^Fly to .+ \(0\/1\)$/);
  const neighbour = ((await step.textContent()) ?? '').replace(/^Fly to /, '').replace(/ \(0\/1\)$/, '');
  await expect(page.getByTestId('hud-hold')).toHaveText(`1/${ship.cargo_capacity}`);
  await expect(page.getByTestId('hud-credits')).not.toHaveText(formatCredits(start.credits));
  let journal = await openApp(page, 'Quest Journal');
  await expect(journal.getByRole('progressbar', { name: 'Trading Basics progress' })).toHaveAttribute('aria-valuenow', '33');
  await page.keyboard.press('Escape');

  // The neighbour is labelled on the map as the mission's target, even with a story quest taken on the side.
  journal = await openApp(page, 'Quest Journal');
  await journal.getByRole('tab', { name: /^Available/ }).click();
  await journal.getByRole('listitem', { name: 'A Signal from the Frontier' }).getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'A Signal from the Frontier' });
  await details.getByRole('button', { name: 'Start Quest' }).click();
  await expect(journal.getByRole('tab', { name: 'Active (1)' })).toBeVisible();
  await expect(details).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(journal).toBeHidden();
  const target = page.locator('.still-system[data-target]');
  await expect(target.getByText('Mission target')).toBeVisible();
  await expect(target.locator('title')).toContainText(neighbour);
  await settledScreenshot(page, testInfo.outputPath('map-labels.png'));

  // The jump, planned in the Travel Planner, where the mission's target is tagged.
  const planner = await openApp(page, 'Travel Planner');
  const planned = planner.getByRole('list', { name: 'Destinations' }).locator('[data-mission-target]');
  await expect(planned.getByText('Mission target')).toBeVisible();
  await planned.getByRole('button', { name: /^Plan route to / }).click();
  await planner.getByRole('button', { name: 'Select Route' }).first().click();
  await page.getByRole('dialog', { name: 'Confirm Travel' }).getByRole('button', { name: 'Initiate Travel' }).click();
  // Under way: the HUD strip shows where to and how long; the tracker waits for the arrival.
  const journey = page.getByTestId('hud-journey');
  await expect(journey).toContainText(neighbour);
  await expect(step).toHaveText(`Fly to ${neighbour} (0/1)`);
  await settledScreenshot(page, testInfo.outputPath('hud-journey.png'));
  // Landing: any random event on the way is answered with its first choice.
  const event = page.locator('.travel-event-floating');
  await expect(async () => {
    if (await event.isVisible()) await event.getByRole('button').first().click();
    await expect(step).toHaveText(`Sell ${goods} in ${neighbour} (0/1)`, { timeout: 2_000 });
  }).toPass({ timeout: 150_000, intervals: [1_000] });
  await expect(journey).toBeHidden();
  const landed = await api.get<Character>(`/api/characters/${character.id}`);
  await expect(here.locator('title')).toContainText(landed.location.superArea.name);
  const fuelAfterJump = landed.ships[0]?.fuel_percentage ?? 100;
  expect(fuelAfterJump).toBeLessThan(100);
  await expect(page.getByTestId('hud-fuel')).toHaveText(`${Math.round(fuelAfterJump)}%`);

  // The sale at a profit completes the mission by itself: its reward shows as a toast.
  await trade(page, 'Sell', goods, 1);
  await expect(page.getByRole('status').filter({ hasText: 'Mission completed: Trading Basics. Reward: 1,500 credits.' })).toBeVisible();
  await expect(step).toHaveText('Refuel your ship (0/1)');

  // Mission 2, Fuel Management: refuel in Ship Status; it completes itself too.
  const status = await openApp(page, 'Ship Status');
  await status.getByRole('button', { name: 'Refuel' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Refuelled: fuel now / })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Mission completed: Fuel Management. Reward: 500 credits.' })).toBeVisible();
  await expect(page.getByTestId('hud-fuel')).not.toHaveText(`${Math.round(fuelAfterJump)}%`);
  await expect(tracker.getByText('Contract Work')).toBeVisible();

  // The journal: two tutorial missions done, the third under way. The story quest taken on the side
  // ("Reach" a system) is done too when the trade run's neighbour, chosen from the live prices the
  // galaxy's NPC traders move, happens to be that system: the count includes it then.
  const { quests } = await api.get<{ quests: QuestProgress[] }>('/api/quest-progress/');
  const storyDone = quests.some((quest) => quest.name === 'A Signal from the Frontier' && quest.status === 'completed');
  journal = await openApp(page, 'Quest Journal');
  await expect(journal.getByTestId('quest-stat-completed')).toHaveText(String(2 + (storyDone ? 1 : 0)));
  await expect(journal.getByRole('listitem', { name: 'Trading Basics' })).toHaveAttribute('data-status', 'completed');
  await expect(journal.getByRole('listitem', { name: 'Fuel Management' })).toHaveAttribute('data-status', 'completed');
  await settledScreenshot(page, testInfo.outputPath('journal-after-two.png'));
});
