import { NO_INSETS, type ScreenInsets } from '../math/fitToView';

/** The game page's panels over the map: the HUD along the top, the mission and party column on the left. */
const TOP_PANEL = '.game-hud';
const LEFT_PANEL = '.game-left-column';

/**
 * How much of the canvas the game page's panels cover, as fractions, so the map's fit keeps every
 * system (and its name) clear of them. Read from the page when fitting, never per frame; a page
 * without them (a test page, the combat page) gets none.
 */
export function hudInsets(canvas: HTMLElement): ScreenInsets {
  const box = canvas.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return NO_INSETS;
  const top = document.querySelector(TOP_PANEL)?.getBoundingClientRect();
  const left = document.querySelector(LEFT_PANEL)?.getBoundingClientRect();
  // A column wider than a third of the screen is a narrow screen's stacked layout: fitting beside it would leave no map.
  const leftUsed = left && left.height > 0 && left.width > 0 && left.width < box.width / 3;
  return {
    left: leftUsed ? Math.max(0, left.right - box.left) / box.width : 0,
    right: 0,
    top: top ? Math.min(0.25, Math.max(0, top.bottom - box.top) / box.height) : 0,
    bottom: 0,
  };
}

/** The left panel, to follow its size (it grows when a mission loads). */
export function leftPanel(): Element | null {
  return document.querySelector(LEFT_PANEL);
}
