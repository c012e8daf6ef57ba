import { expect, type Page } from '@playwright/test';
import { screenPosition, waitFrames } from './sceneHook';

/**
 * Waits until the galaxy camera has stopped easing: a system's screen position holds still
 * (under half a pixel) across five rendered frames. A state, not a guess at how long easing takes
 * on a slow software renderer.
 */
export async function waitForCameraSettled(page: Page, systemId: number): Promise<void> {
  let last: { x: number; y: number } | null = null;
  await expect
    .poll(
      async () => {
        await waitFrames(page, 5);
        const now = await screenPosition(page, systemId);
        const still = last !== null && now !== null && Math.hypot(now.x - last.x, now.y - last.y) < 0.5;
        last = now;
        return still;
      },
      { message: 'the galaxy camera kept moving', timeout: 60_000, intervals: [0] },
    )
    .toBe(true);
}
