import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { planetLook } from '../math/planetLook';
import { FIGHT_STATIONS, GROUND_STATIONS } from './cameraStations';
import { buildLandscape, inViewOf, PAD_RADIUS, skyGradient } from './landscape';
import { settlementTowers } from './settlement';

const sky = {
  look: planetLook('desert'),
  seed: 7,
  horizon: [0.3, 0.25, 0.2] as const,
  zenith: [0.01, 0.01, 0.03] as const,
  sunDir: new Vector3(-0.62, 0.12, -0.78).normalize(),
  moonDir: new Vector3(0.1, 0.36, -0.93).normalize(),
  moonColor: [0.78, 0.66, 0.55] as const,
};

describe('buildLandscape', () => {
  const geometry = buildLandscape(sky, { stations: GROUND_STATIONS, towers: [] });
  const positions = geometry.getAttribute('position');
  const colors = geometry.getAttribute('aColor');
  const fog = geometry.getAttribute('aFog');
  const index = geometry.getIndex()!;

  it('stays a few thousand triangles', () => {
    expect(index.count / 3).toBeGreaterThan(1000);
    expect(index.count / 3).toBeLessThan(4000);
  });

  it('fills the land\'s hole with the pad, painted last, over nothing else', () => {
    const cornerRadii = (t: number) => [0, 1, 2].map((k) => Math.hypot(positions.getX(index.getX(t + k)), positions.getZ(index.getX(t + k))));
    // The pad's 64 triangles out to 0.9 of its radius, then four rings of 128: the last in the mesh.
    const padTriangles = 64 + 4 * 128;
    const firstPad = index.count - padTriangles * 3;
    for (let t = 0; t < index.count; t += 3) {
      const v = index.getX(t);
      if (fog.getX(v) !== 1) continue;
      expect(colors.getW(v)).toBe(1);
      if (t >= firstPad) expect(Math.max(...cornerRadii(t))).toBeLessThanOrEqual(PAD_RADIUS + 1e-4);
      else expect(Math.min(...cornerRadii(t))).toBeGreaterThan(PAD_RADIUS - 0.01);
    }
    // All of it faces up.
    const a = new Vector3();
    const b = new Vector3();
    const c = new Vector3();
    for (let t = firstPad; t < index.count; t += 3) {
      a.fromBufferAttribute(positions, index.getX(t));
      b.fromBufferAttribute(positions, index.getX(t + 1));
      c.fromBufferAttribute(positions, index.getX(t + 2));
      expect(b.sub(a).cross(c.sub(a)).y).toBeGreaterThan(0);
    }
  });

  it('paints the land after the sky, far to near', () => {
    const land: number[] = [];
    for (let t = 0; t < index.count; t += 3) {
      const v = index.getX(t);
      if (fog.getX(v) === 1) land.push(Math.hypot(positions.getX(v), positions.getZ(v) - 60));
      else expect(land).toHaveLength(0);
    }
    // Sorted by the triangle's centre, so a corner may be a little out of order.
    expect(land[0]!).toBeGreaterThan(land[land.length - 1]! + 300);
  });
});

describe('what the cameras see', () => {
  it('keeps what lies ahead of the cameras and drops what lies behind them', () => {
    const inView = inViewOf(GROUND_STATIONS);
    expect(inView(0, 0, -300)).toBe(true);
    expect(inView(0, 0, 0)).toBe(true);
    expect(inView(0, 0, 400)).toBe(false);
  });

  it('leaves out the land the towers hide from every station, more of it for a fight\'s one spot', () => {
    const towers = settlementTowers('7:Fenon Shuttleport', 42);
    const triangles = (stations: typeof GROUND_STATIONS, withTowers: boolean) =>
      buildLandscape(sky, { stations, towers: withTowers ? towers : [] }).getIndex()!.count / 3;
    const ground = triangles(GROUND_STATIONS, true);
    const fight = triangles(FIGHT_STATIONS, true);
    expect(ground).toBeLessThan(triangles(GROUND_STATIONS, false));
    // A few hundred of the fight's land triangles lie behind the skyline.
    expect(fight).toBeLessThan(triangles(FIGHT_STATIONS, false) - 200);
    expect(fight).toBeLessThan(ground);
  });
});

describe('skyGradient', () => {
  it('runs from the horizon to the zenith', () => {
    expect(skyGradient(sky, 0)).toEqual([0.3, 0.25, 0.2]);
    expect(skyGradient(sky, 1)[0]).toBeCloseTo(0.01);
  });
});
