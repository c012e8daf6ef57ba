import { describe, expect, it } from 'vitest';
import { spotlightBox, tourCardPlacement, TOUR_GAP } from './tourPlacement';

const viewport = { width: 1280, height: 800 };
const card = { width: 320, height: 180 };

describe('spotlightBox', () => {
  it('pads the target and keeps it inside the window', () => {
    expect(spotlightBox({ left: 100, top: 50, width: 80, height: 30 }, viewport)).toEqual({ left: 94, top: 44, width: 92, height: 42 });
    expect(spotlightBox({ left: 1250, top: 2, width: 60, height: 30 }, viewport)).toEqual({ left: 1244, top: 0, width: 36, height: 38 });
  });

  it('is null for a missing, empty or off-screen target', () => {
    expect(spotlightBox(null, viewport)).toBeNull();
    expect(spotlightBox({ left: 10, top: 10, width: 0, height: 10 }, viewport)).toBeNull();
    expect(spotlightBox({ left: 2000, top: 10, width: 40, height: 10 }, viewport)).toBeNull();
  });
});

describe('tourCardPlacement', () => {
  it('goes below a target near the top, lined up with it but inside the window', () => {
    const placed = tourCardPlacement({ left: 1150, top: 10, width: 110, height: 40 }, card, viewport);
    expect(placed).toEqual({ left: viewport.width - card.width - TOUR_GAP, top: 10 + 40 + TOUR_GAP, side: 'below' });
  });

  it('goes above a target near the bottom', () => {
    const placed = tourCardPlacement({ left: 500, top: 700, width: 100, height: 60 }, card, viewport);
    expect(placed).toEqual({ left: 550 - 160, top: 700 - TOUR_GAP - card.height, side: 'above' });
  });

  it('goes beside a target as tall as the window, and centred without one', () => {
    expect(tourCardPlacement({ left: 20, top: 0, width: 300, height: 800 }, card, viewport).side).toBe('right');
    expect(tourCardPlacement({ left: 900, top: 0, width: 380, height: 800 }, card, viewport).side).toBe('left');
    expect(tourCardPlacement(null, card, viewport)).toEqual({ left: 480, top: 310, side: 'centre' });
    expect(tourCardPlacement({ left: 0, top: 0, width: 1280, height: 800 }, card, viewport).side).toBe('centre');
  });
});
