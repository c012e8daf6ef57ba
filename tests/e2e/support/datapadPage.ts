import type { Locator, Page } from '@playwright/test';

/** Opens the game page and waits until its 3D scene (whichever the character's state shows) has drawn. */
export async function openGame(page: Page): Promise<void> {
  await page.goto('/game');
  await page.locator('.scene-canvas[data-scene-ready]').waitFor({ state: 'attached', timeout: 90_000 });
}

/** Opens the datapad from the HUD and returns it. */
export async function openDatapad(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Datapad/ }).click();
  const datapad = page.getByRole('dialog', { name: 'Datapad' });
  await datapad.waitFor();
  return datapad;
}

/** Waits until the datapad's one-shot animations (boot, tiles rising, apps fading in) have finished, for a true screenshot. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A screenshot of the page once its one-shot animations have finished. */
export async function settledScreenshot(page: Page, path: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path });
}
