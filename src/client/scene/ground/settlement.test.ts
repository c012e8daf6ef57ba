import { describe, expect, it } from 'vitest';
import { FIGHT_STATIONS, GROUND_STATIONS } from './cameraStations';
import { buildSettlement, mergeTowers, seenTriangles, settlementTowers, type Tower } from './settlement';

const box = (x: number, z: number, size: number, height: number): Tower => ({ x, z, width: size, depth: size, height });

/** Which towers keep triangles facing +z, -z and up, with the towers seen from `stations`. */
function kept(towers: Tower[], stations: ReadonlyArray<readonly [number, number, number]>) {
  const geometry = mergeTowers(towers);
  const positions = geometry.getAttribute('position');
  const normals = geometry.getAttribute('normal');
  const perTower = positions.count / towers.length;
  const index = seenTriangles(positions.array, geometry.getIndex()!.array, perTower, towers, stations);
  const faces = towers.map(() => new Set<string>());
  for (const v of index) {
    const n = [normals.getX(v), normals.getY(v), normals.getZ(v)];
    faces[Math.floor(v / perTower)]!.add(n[2] === 1 ? '+z' : n[2] === -1 ? '-z' : n[1] === 1 ? 'roof' : n[0] === 1 ? '+x' : n[0] === -1 ? '-x' : 'bottom');
  }
  return { faces, index, geometry };
}

describe('settlement', () => {
  it('lays out the same skyline for the same place, behind the pad', () => {
    const towers = settlementTowers('7:Fenon Shuttleport', 42);
    expect(settlementTowers('7:Fenon Shuttleport', 42)).toEqual(towers);
    for (const tower of towers) {
      expect(Math.hypot(tower.x, tower.z)).toBeGreaterThanOrEqual(44);
      expect(tower.z).toBeLessThanOrEqual(0.1 * Math.hypot(tower.x, tower.z) + 1e-9);
    }
  });

  it('leaves out what is turned away from the station and what a nearer tower hides', () => {
    // A big tower straight ahead, a small one right behind it, one off to the side.
    const { faces } = kept([box(0, 0, 20, 30), box(0, -20, 6, 10), box(40, 0, 6, 10)], [[0, 5, 50]]);
    // The big one's front only: its back, bottom and its roof above the station's eye go.
    expect([...faces[0]!]).toEqual(['+z']);
    expect(faces[1]!.size).toBe(0);
    expect([...faces[2]!].sort()).toEqual(['+z', '-x']);
  });

  it('keeps the bands of a wall that show over a nearer tower, and what shows from one station only', () => {
    const low = kept([box(0, 0, 20, 10), box(0, -20, 6, 40)], [[0, 5, 50]]);
    // The tall tower behind shows its upper bands over the low one, not its lowest.
    const tallFront = low.index.filter((v) => Math.floor(v / (low.geometry.getAttribute('position').count / 2)) === 1);
    const heights = tallFront.map((v) => low.geometry.getAttribute('position').getY(v));
    expect(Math.max(...heights)).toBe(40);
    expect(Math.min(...heights)).toBeGreaterThan(0);
    const gap = kept([box(0, 0, 20, 30), box(0, -20, 6, 10)], [
      [0, 5, 50],
      [60, 5, 20],
    ]);
    expect(gap.faces[1]!.has('+z')).toBe(true);
  });

  it('leaves out a good share of a place\'s triangles, more of them for a fight\'s one spot', () => {
    const towers = settlementTowers('7:Fenon Shuttleport', 42);
    const all = mergeTowers(towers).getIndex()!.count;
    const ground = buildSettlement(towers, GROUND_STATIONS).getIndex()!.count;
    const fight = buildSettlement(towers, FIGHT_STATIONS).getIndex()!.count;
    expect(ground).toBeGreaterThan(all * 0.2);
    expect(ground).toBeLessThan(all * 0.6);
    expect(fight).toBeLessThan(ground);
  });
});
