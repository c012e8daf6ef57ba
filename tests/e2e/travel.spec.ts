import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForCameraSettled } from './support/cameraSettled';
import { systemsOnScreen } from './support/sceneHook';
import { withGraphics } from './support/graphics';
import { playAsNewCharacter } from './support/scenePlayer';
import { openApp } from './support/datapadApps';
import { settledScreenshot } from './support/datapadPage';

// The first half's server runs with TRAVEL_TIME_SCALE 0.4 (support/timeScale.ts): a light-year takes 1.2 s in
// the starter ship. SwiftShader draws the scene on the CPU and can take many seconds to show the
// tunnel, so the hyperspace tests fly 40–60 ly: the tunnel is up well before the ship lands.
test.describe.configure({ timeout: 300_000 });
// Travel drives the 3D scene (tunnel, arrival scenes, the map's systems): 3D on.
test.use(withGraphics('auto'));

const sceneReady = (page: Page, kind: string) => page.locator(`.scene-canvas[data-scene-ready="${kind}"]`).waitFor({ state: 'attached', timeout: 90_000 });

/** Picks the nearest destination at least `minLy` away on the Interstellar tab; returns its system name. */
async function planRouteFarAway(datapad: Locator, minLy: number): Promise<string> {
  const items = datapad.getByRole('list', { name: 'Destinations' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  for (const item of await items.all()) {
    // The meta line reads 'Danger N/10' then '12.3 ly · 2 jumps'.
    const ly = Number(/^([\d.]+) ly/.exec((await item.locator('.tv-destination-meta span').nth(1).textContent()) ?? '')?.[1] ?? 0);
    if (ly < minLy) continue;
    const plan = item.getByRole('button', { name: /^Plan route to / });
    const name = ((await plan.getAttribute('aria-label')) ?? '').replace('Plan route to ', '');
    await plan.click();
    return name;
  }
  throw new Error(`no destination ${minLy} ly away`);
}

/** Waits out the journey, answering any random event that pauses it with its first option. */
async function arrive(page: Page, scene: 'orbit' | 'ground'): Promise<void> {
  const landed = page.locator(`.scene-canvas[data-scene-ready="${scene}"]`);
  const event = page.locator('.travel-event-floating');
  await expect(async () => {
    if (await event.isVisible()) await event.getByRole('button').first().click();
    await expect(landed).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 150_000, intervals: [1_000] });
}

async function commandCenterLocation(page: Page): Promise<string> {
  const datapad = await openApp(page, 'Command Center');
  const where = datapad.locator('.cc-where');
  await expect(where).toBeVisible();
  return (await where.textContent()) ?? '';
}

test('a hyperspace jump from the Interstellar tab: confirm, the tunnel, arrival in the new system', async ({ page }, testInfo) => {
  await playAsNewCharacter(page);
  await page.goto('/game');
  await sceneReady(page, 'galaxy');
  const before = await commandCenterLocation(page);

  const datapad = await openApp(page, 'Travel Planner');
  await expect(datapad.getByRole('tab', { name: 'Local Travel' })).toBeVisible();
  await expect(datapad.getByRole('tab', { name: 'Galaxy Map' })).toBeVisible();
  await expect(datapad.getByRole('tab', { name: 'Interstellar Travel' })).toHaveAttribute('aria-selected', 'true');
  const destinations = datapad.getByRole('list', { name: 'Destinations' });
  await expect(destinations.getByText('Current location')).toBeVisible();

  // The danger filter lists 'Danger N/10'; the search narrows the list.
  await datapad.getByLabel('Danger').selectOption({ label: 'Danger 1/10' });
  await datapad.getByLabel('Danger').selectOption({ label: 'All levels' });
  const systemName = await planRouteFarAway(datapad, 45);
  const destination = systemName.replace(/ System$/, '');

  await destinations.getByRole('button', { name: `Details of ${systemName}` }).click();
  const details = page.getByRole('dialog', { name: systemName });
  await expect(details.getByText(/^Planets \(\d\)$/)).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('planet-details.png'));
  await details.getByRole('button', { name: 'Close' }).click();

  const plan = datapad.getByRole('article').filter({ hasText: 'Multi-route' });
  await expect(plan).toBeVisible();
  // The game time, and the real wait beside it.
  await expect(plan.getByText(/^\d+m \d+s$/).first()).toBeVisible();
  await expect(plan.getByText(/^about \d+ (s|min)$/).first()).toBeVisible();
  await expect(plan.getByText(/^\d+\.\d{2}$/).first()).toBeVisible();
  await expect(plan.getByRole('list', { name: 'Route segments' })).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('intergalactic-options.png'));
  await plan.getByRole('button', { name: 'Select Route' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm Travel' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(confirm.getByText(/of real time\)\.$/)).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('confirm-travel.png'));
  await confirm.getByRole('button', { name: 'Initiate Travel' }).click();

  // The datapad closes and the tunnel plays; the progress overlay shows once it cruises.
  await expect(page.getByRole('dialog', { name: 'Datapad' })).toBeHidden();
  const overlay = page.getByTestId('travel-overlay');
  await expect(overlay).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('.scene-canvas[data-scene="hyperspace"]')).toBeAttached();
  await expect(overlay.getByText(`En route to ${destination}`)).toBeVisible();
  await expect(overlay.locator('.travel-particle')).toHaveCount(50);
  await expect(overlay.getByRole('button', { name: 'Skip' })).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Cancel' })).toBeVisible();
  // Mid-tunnel: the journey has visibly advanced on the overlay's meter.
  await expect(overlay.getByRole('progressbar', { name: 'Journey progress' })).not.toHaveAttribute('aria-valuenow', '0');
  await settledScreenshot(page, testInfo.outputPath('hyperspace-mid-tunnel.png'));

  await arrive(page, 'orbit');
  await settledScreenshot(page, testInfo.outputPath('arrived-orbit.png'));
  const after = await commandCenterLocation(page);
  expect(after).not.toBe(before);
  expect(after.startsWith(`${destination} · `)).toBe(true);
  await settledScreenshot(page, testInfo.outputPath('command-center-after.png'));
});

test('a reload mid-journey resumes the tunnel; Skip leaves it for the datapad, the journey chip brings it back', async ({ page }, testInfo) => {
  await playAsNewCharacter(page);
  await page.goto('/game');
  await sceneReady(page, 'galaxy');
  const datapad = await openApp(page, 'Travel Planner');
  await planRouteFarAway(datapad, 40);
  await datapad.getByRole('article').filter({ hasText: 'Multi-route' }).getByRole('button', { name: 'Select Route' }).click();
  await page.getByRole('dialog', { name: 'Confirm Travel' }).getByRole('button', { name: 'Initiate Travel' }).click();
  await expect(page.getByTestId('travel-overlay')).toBeVisible({ timeout: 60_000 });

  await page.reload();
  await expect(page.getByTestId('travel-overlay')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.scene-canvas[data-scene="hyperspace"]')).toBeAttached();
  await page.getByTestId('travel-overlay').getByRole('button', { name: 'Skip' }).click();
  await sceneReady(page, 'galaxy');
  // Left: the map is free (nothing covers it), and the HUD's journey chip counts down.
  const chip = page.getByTestId('hud-journey').getByRole('button', { name: /· Watch from hyperspace$/ });
  await expect(chip).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('travelling-chip.png'));

  // Travelling: the datapad is the player's; the Travel Planner shows the status box and refuses another journey.
  const planner = await openApp(page, 'Travel Planner');
  await expect(planner.getByRole('region', { name: 'Travel status' })).toBeVisible();
  await planner.getByRole('tab', { name: 'Local Travel' }).click();
  await expect(planner.getByRole('button', { name: /^Take the shuttle to / }).first()).toBeDisabled();
  await settledScreenshot(page, testInfo.outputPath('travel-status-box.png'));
  // The datapad header's chip follows the journey again: back into the tunnel.
  await planner.getByRole('button', { name: /· Watch from hyperspace$/ }).click();
  await expect(planner).toBeHidden();
  await expect(page.locator('.scene-canvas[data-scene="hyperspace"]')).toBeAttached();
  await arrive(page, 'orbit');
});

test('a local shuttle lands at another shuttleport of the system, on the ground', async ({ page }, testInfo) => {
  await playAsNewCharacter(page);
  await page.goto('/game');
  await sceneReady(page, 'galaxy');
  const datapad = await openApp(page, 'Travel Planner');
  await datapad.getByRole('tab', { name: 'Local Travel' }).click();
  const shuttles = datapad.getByRole('table');
  await expect(shuttles.getByText(/^\d+h \d+m$/).first()).toBeVisible();
  await expect(shuttles.getByText(/^about \d+ s$/).first()).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('local-travel.png'));
  const book = shuttles.getByRole('button', { name: /^Take the shuttle to / }).first();
  const place = ((await book.getAttribute('aria-label')) ?? '').replace('Take the shuttle to ', '');
  await book.click();
  await page.getByRole('dialog', { name: 'Confirm Travel' }).getByRole('button', { name: 'Initiate Travel' }).click();
  // The ride lasts seconds (no event meets a shuttle): the toast says where it landed, the ground shows.
  await expect(page.getByRole('status').filter({ hasText: `Arrived at ${place}.` })).toBeVisible({ timeout: 60_000 });
  await arrive(page, 'ground');
  expect(await commandCenterLocation(page)).toContain(place);
});

test('the Galaxy Map tab opens the 3D map, Plan Travel comes back from it, and Hyperspace Nav flies a test jump', async ({ page }, testInfo) => {
  await playAsNewCharacter(page);
  await page.goto('/game?debug=hook');
  await sceneReady(page, 'galaxy');
  const datapad = await openApp(page, 'Travel Planner');
  await datapad.getByRole('tab', { name: 'Galaxy Map' }).click();
  await settledScreenshot(page, testInfo.outputPath('galaxy-map-tab.png'));
  await datapad.getByRole('button', { name: 'Open Galaxy Map' }).click();
  await expect(page.getByRole('dialog', { name: 'Datapad' })).toBeHidden();
  await waitForCameraSettled(page, await page.evaluate(() => window.__starlane?.galaxy.systems()[0]?.id ?? -1));

  // Pick a system on the 3D map; its card plans travel there (not from the current system).
  const card = page.locator('.selected-system');
  for (const system of await systemsOnScreen(page, 3)) {
    await page.mouse.click(system.x, system.y);
    await expect(card).toBeVisible();
    if ((await card.getByText('Current system').count()) > 0) continue;
    await settledScreenshot(page, testInfo.outputPath('map-plan-travel.png'));
    await card.getByRole('button', { name: 'Plan Travel' }).click();
    await expect(page.getByRole('dialog', { name: 'Datapad' }).getByText(`Destination: ${system.display_name}`)).toBeVisible();
    break;
  }
  await page.keyboard.press('Escape');

  const demo = await openApp(page, 'Hyperspace Nav');
  const duration = demo.getByLabel('Animation duration (ms)');
  await expect(duration).toHaveValue('5000');
  await duration.fill('500');
  await expect(demo.getByText('The duration must be between 1000 and 10000 ms.')).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('hyperspace-demo.png'));
  await duration.fill('10000');
  await demo.getByRole('button', { name: 'Engage Hyperdrive' }).click();
  // The tunnel takes over the view at once; its progress overlay (checked on a real journey above)
  // waits for the entry animation, which a busy software renderer may not finish within the 10 s.
  await expect(page.locator('.scene-canvas[data-scene="hyperspace"]')).toBeAttached({ timeout: 30_000 });
  await settledScreenshot(page, testInfo.outputPath('hyperspace-demo-flight.png'));
  // A timed jump ends by itself, back where it started.
  await sceneReady(page, 'galaxy');
});
