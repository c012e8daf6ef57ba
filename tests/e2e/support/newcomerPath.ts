import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { realTimeEstimateSeconds } from './realTimeEstimate';

const expect = baseExpect.configure({ timeout: 30_000 });

/** How the player presses: a mouse click, or a finger's tap on a touch screen. */
export type Press = 'click' | 'tap';

/** Every press of the path goes through here, so a test can count them as a player would. */
export function pressCounter(press: Press = 'click') {
  let presses = 0;
  return {
    press: async (target: Locator) => {
      presses += 1;
      await (press === 'tap' ? target.tap() : target.click());
    },
    get count() {
      return presses;
    },
  };
}

export type Player = ReturnType<typeof pressCounter>;

/** Called at each stop of the path (the game view, the datapad open, each app), e.g. to check the layout. */
export type Checkpoint = (name: string) => Promise<void>;

/** Opens the datapad (by its HUD button) on its home grid, and an app of it. */
async function openApp(page: Page, player: Player, app: string, checkpoint: Checkpoint) {
  const datapad = page.getByRole('dialog', { name: 'Datapad' });
  if (!(await datapad.isVisible())) await player.press(page.getByRole('button', { name: /^Datapad/ }));
  const home = datapad.getByRole('button', { name: 'Home', exact: true });
  if (await home.isVisible()) await player.press(home);
  await checkpoint('datapad');
  await player.press(datapad.getByRole('list', { name: 'Apps' }).getByRole('button', { name: app }));
  return datapad;
}

/**
 * Trades through Commodity Trading as a player does: the commodity's Buy or Sell button, a
 * quantity in the field labelled Quantity, and the dialog's confirming button.
 */
async function trade(page: Page, player: Player, action: 'Buy' | 'Sell', goods: string, quantity: number, checkpoint: Checkpoint) {
  const datapad = await openApp(page, player, 'Commodity Trading', checkpoint);
  await checkpoint('commodity trading');
  await player.press(datapad.getByRole('button', { name: `${action} ${goods}`, exact: true }));
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${action} ${goods}`) });
  await dialog.getByLabel('Quantity').fill(String(quantity));
  await checkpoint(`${action.toLowerCase()} dialog`);
  await player.press(dialog.getByRole('button', { name: /^(OK|Confirm|Buy|Sell)\b/ }).first());
  await expect(dialog).toBeHidden();
}

/** What the path saw on the way. */
export interface NewcomerRun {
  /** What the first jump's confirmation said about real time (null: it showed no such estimate). */
  firstJumpEstimate: number | null;
}

/**
 * The newcomer's path through the interface, from the welcome page to the first profitable sale:
 * register, create a character, buy the commodity the first mission names, fly to the neighbour
 * it names, sell there at a profit.
 */
export async function playNewcomerPath(page: Page, player: Player, shot: (file: string) => Promise<unknown>, checkpoint: Checkpoint = async () => {}): Promise<NewcomerRun> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const name = `Novice ${stamp.replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)))}`;

  // Land on the welcome page and register.
  await page.goto('/');
  await player.press(page.getByRole('link', { name: 'Register' }));
  await page.getByLabel('Name').fill('Newcomer');
  await page.getByLabel('Email').fill(`newcomer-${stamp}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a long enough password');
  await page.getByLabel('Confirm Password').fill('a long enough password');
  await player.press(page.getByRole('button', { name: 'Register' }));

  // Create a character: the game opens with it.
  await player.press(page.getByRole('link', { name: 'Create Character' }));
  await page.getByLabel('Name').fill(name);
  await player.press(page.getByRole('button', { name: 'Create Character' }));
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.locator('.game-hud-name')).toHaveText(name);
  const welcome = page.getByRole('dialog', { name: `Welcome aboard, ${name}` });
  await expect(welcome).toBeFocused();
  await checkpoint('welcome');
  await shot('arrived.png');
  await player.press(welcome.getByRole('button', { name: 'Not now' }));
  await checkpoint('game');

  // The first mission names what to buy here, how many and at what price.
  const tracker = page.getByRole('complementary', { name: 'Mission tracker' });
  await expect(tracker.getByText('Trading Basics')).toBeVisible();
  const buyStep = ((await tracker.getByTestId('tracker-step').textContent()) ?? '').match(/^Buy (.+) \(0\/1\)$/);
  const goods = buyStep?.[1];
  if (!goods) throw new Error(`the first step names no commodity: ${await tracker.getByTestId('tracker-step').textContent()}`);
  const load = Number(((await tracker.getByTestId('tracker-detail').textContent()) ?? '').match(/buy (\d+) /)?.[1]);
  expect(load).toBeGreaterThan(0);
  const creditsAtStart = await page.getByTestId('hud-credits').textContent();

  // Take the mission's trade: buy the named commodity.
  await trade(page, player, 'Buy', goods, load, checkpoint);
  await expect(page.getByTestId('hud-hold')).toHaveText(new RegExp(`^${load}/`));
  const flyStep = tracker.getByTestId('tracker-step');
  await expect(flyStep).toHaveText(/^Fly to (.+) \(0\/1\)$/);
  const neighbour = ((await flyStep.textContent()) ?? '').match(/^Fly to (.+) \(0\/1\)$/)?.[1] ?? '';

  // Fly to the named neighbour: the Travel Planner tags it as the mission's target.
  const datapad = await openApp(page, player, 'Travel Planner', checkpoint);
  const target = datapad.getByRole('list', { name: 'Destinations' }).locator('[data-mission-target]');
  await expect(target).toContainText(neighbour);
  await expect(target.getByText('Mission target')).toBeVisible();
  await checkpoint('travel planner');
  await shot('travel-planner-target.png');
  await player.press(target.getByRole('button', { name: /^Plan route to / }));
  await player.press(datapad.getByRole('button', { name: 'Select Route' }).first());
  const confirm = page.getByRole('dialog', { name: 'Confirm Travel' });
  await expect(confirm).toContainText(neighbour);
  await checkpoint('confirm travel');
  const firstJumpEstimate = realTimeEstimateSeconds((await confirm.textContent()) ?? '');
  await player.press(confirm.getByRole('button', { name: 'Initiate Travel' }));

  // Arrival (any random event on the way answered with its first choice): the sell step is next.
  const event = page.locator('.travel-event-floating');
  await expect(async () => {
    if (await event.isVisible()) await player.press(event.getByRole('button').first());
    await expect(tracker.getByTestId('tracker-step')).toHaveText(`Sell ${goods} in ${neighbour} (0/1)`, { timeout: 2_000 });
  }).toPass({ timeout: 150_000, intervals: [1_000] });

  // Sell at a profit: the mission completes itself and says what it paid.
  await trade(page, player, 'Sell', goods, load, checkpoint);
  await expect(page.getByRole('status').filter({ hasText: /^Mission completed: Trading Basics\. Reward: [\d,]+ credits\./ })).toBeVisible();
  await expect(tracker.getByText('Fuel Management')).toBeVisible();
  await expect(page.getByTestId('hud-credits')).not.toHaveText(creditsAtStart ?? '');
  await expect(page.getByTestId('hud-hold')).toHaveText(/^0\//);
  await shot('first-profit.png');
  return { firstJumpEstimate };
}
