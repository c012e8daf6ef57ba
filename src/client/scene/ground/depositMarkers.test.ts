import { describe, expect, it } from 'vitest';
import { buildDepositMarkers, buildMarkerBase, MARKER_COLORS, markerSpots } from './depositMarkers';
import { PAD_RADIUS } from './landscape';

describe('deposit markers', () => {
  it('stand apart on the landing pad, in front of the sign, the first (richest) in the middle', () => {
    for (let count = 1; count <= 7; count++) {
      const spots = markerSpots(count);
      expect(spots).toHaveLength(count);
      expect(spots[0]![0]).toBeCloseTo(0);
      for (const [x, z] of spots) {
        expect(Math.hypot(x, z)).toBeLessThan(PAD_RADIUS * 0.9);
        expect(z).toBeGreaterThan(10);
      }
      for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) expect(Math.hypot(spots[i]![0] - spots[j]![0], spots[i]![1] - spots[j]![1])).toBeGreaterThan(4);
    }
  });

  it('one geometry for all markers: a copy each with its spot, its kind\'s colour and whether harvested', () => {
    const base = buildMarkerBase();
    const perCopy = base.getAttribute('position').count;
    const geometry = buildDepositMarkers([
      { key: 'a', kind: 'metal', harvested: false },
      { key: 'b', kind: 'organic', harvested: true },
    ]);
    expect(geometry.getAttribute('position').count).toBe(perCopy * 2);
    expect(geometry.getIndex()!.count).toBe(base.getIndex()!.count * 2);
    const color = geometry.getAttribute('aColor');
    [color.getX(perCopy), color.getY(perCopy), color.getZ(perCopy)].forEach((channel, k) => expect(channel).toBeCloseTo(MARKER_COLORS.organic[k]!));
    const harvested = geometry.getAttribute('aHarvested');
    expect([harvested.getX(0), harvested.getX(perCopy)]).toEqual([0, 1]);
    const centre = geometry.getAttribute('aCentre');
    const [second] = markerSpots(2).slice(1);
    expect(centre.getX(perCopy)).toBeCloseTo(second![0]);
    expect(centre.getZ(perCopy)).toBeCloseTo(second![1]);
  });
});
