/** A box on screen in CSS pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type TourSide = 'below' | 'above' | 'right' | 'left' | 'centre';

/** Space kept between the card and the spotlight, and between either and the window's edge. */
export const TOUR_GAP = 14;
/** How far the spotlight reaches beyond the element it points at. */
export const SPOTLIGHT_PAD = 6;

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

/** The spotlight around `target`, padded and kept inside the window; null when there is nothing to point at. */
export function spotlightBox(target: Box | null, viewport: { width: number; height: number }): Box | null {
  if (!target || target.width <= 0 || target.height <= 0) return null;
  const left = clamp(target.left - SPOTLIGHT_PAD, 0, viewport.width);
  const top = clamp(target.top - SPOTLIGHT_PAD, 0, viewport.height);
  const right = clamp(target.left + target.width + SPOTLIGHT_PAD, 0, viewport.width);
  const bottom = clamp(target.top + target.height + SPOTLIGHT_PAD, 0, viewport.height);
  if (right - left <= 0 || bottom - top <= 0) return null;
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * Where the tour's card goes beside the spotlight: below it when it fits, else above, right, left,
 * else in the middle of the window; always inside the window, lined up with the spotlight.
 */
export function tourCardPlacement(spot: Box | null, card: { width: number; height: number }, viewport: { width: number; height: number }): { left: number; top: number; side: TourSide } {
  const maxLeft = Math.max(TOUR_GAP, viewport.width - card.width - TOUR_GAP);
  const maxTop = Math.max(TOUR_GAP, viewport.height - card.height - TOUR_GAP);
  const centre = { left: clamp((viewport.width - card.width) / 2, TOUR_GAP, maxLeft), top: clamp((viewport.height - card.height) / 2, TOUR_GAP, maxTop), side: 'centre' as const };
  if (!spot) return centre;
  const alignedLeft = clamp(spot.left + spot.width / 2 - card.width / 2, TOUR_GAP, maxLeft);
  const alignedTop = clamp(spot.top + spot.height / 2 - card.height / 2, TOUR_GAP, maxTop);
  const below = spot.top + spot.height + TOUR_GAP;
  if (below + card.height + TOUR_GAP <= viewport.height) return { left: alignedLeft, top: below, side: 'below' };
  const above = spot.top - TOUR_GAP - card.height;
  if (above >= TOUR_GAP) return { left: alignedLeft, top: above, side: 'above' };
  const right = spot.left + spot.width + TOUR_GAP;
  if (right + card.width + TOUR_GAP <= viewport.width) return { left: right, top: alignedTop, side: 'right' };
  const left = spot.left - TOUR_GAP - card.width;
  if (left >= TOUR_GAP) return { left, top: alignedTop, side: 'left' };
  return centre;
}
