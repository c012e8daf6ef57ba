import { expect, type Page } from '@playwright/test';

/** What lies outside the screen: an element's tag, class and box. */
interface Stray {
  element: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Nothing scrolls sideways, and no visible element of the HUD, the datapad or an open dialog lies
 * outside the viewport, except inside a box that scrolls sideways on purpose (a wide table's own
 * box). `where` names the stop of the path in the failure message.
 */
export async function expectFitsViewport(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    const scrollsSideways = (element: Element) => {
      const style = getComputedStyle(element);
      return (style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth;
    };
    const insideSidewaysScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) if (scrollsSideways(parent)) return true;
      return false;
    };
    const strays: Stray[] = [];
    for (const element of document.querySelectorAll('.game-hud *, .dp-device *, [role="dialog"] *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      // Content below the fold of a panel that scrolls up and down is in reach: only the sides, and the HUD's bottom, count.
      const outside = box.left < -1 || box.right > width + 1 || (element.closest('.game-hud') !== null && (box.top < -1 || box.bottom > height + 1));
      if (outside && !insideSidewaysScroller(element)) strays.push({ element: `${element.tagName.toLowerCase()}.${String(element.className)}`, left: Math.round(box.left), right: Math.round(box.right), top: Math.round(box.top), bottom: Math.round(box.bottom) });
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, strays: strays.slice(0, 5) };
  });
  expect(found.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(found.width);
  expect(found.strays, `${where}: elements outside the ${found.width}px screen`).toEqual([]);
}
