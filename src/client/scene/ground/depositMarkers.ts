import { BufferAttribute, BufferGeometry } from 'three';
import type { ResourceKind } from '../../../shared/rules/crafting/resourceSpawns';
import { mergeInstances } from '../mergeInstances';
import type { SurveyMarker } from './groundSurvey';

/** A colour as linear 0..1 channels. */
type Rgb = readonly [number, number, number];

/** Each kind of deposit in its own colour: ore amber, gas pale blue, organic green... */
export const MARKER_COLORS: Readonly<Record<ResourceKind, Rgb>> = {
  metal: [1, 0.62, 0.22],
  gas: [0.55, 0.82, 1],
  chemical: [0.75, 1, 0.3],
  organic: [0.3, 1, 0.5],
  crystal: [0.88, 0.5, 1],
  water: [0.25, 0.6, 1],
};

/** How long a harvest's effect plays at its marker, seconds (the marker shader's define). */
export const HARVEST_SECONDS = 1.6;
/** The crystal's half height and width, and the height it hovers at. */
const CRYSTAL = { half: 2.8, width: 1.2, hover: 4.2 };
/** Radians between neighbouring markers on their arc (about 5 units). */
const MARKER_STEP = 0.26;
/** The ring on the ground under it: inner and outer radius, segments. */
const RING = { inner: 1.9, outer: 2.6, segments: 24 };

/**
 * Where the survey's markers stand on the landing pad: an arc in front of the sign, facing the
 * cameras (+z), every other one a little further back, so the richest (first) is in the middle.
 */
export function markerSpots(count: number): Array<readonly [number, number]> {
  return Array.from({ length: count }, (_, i) => {
    // 0, 1, -1, 2, -2...: the survey's order (richest first) from the middle outwards.
    const step = i === 0 ? 0 : Math.ceil(i / 2) * (i % 2 === 1 ? 1 : -1);
    const radius = Math.abs(step) % 2 === 0 ? 18 : 22;
    const angle = step * MARKER_STEP;
    return [Math.sin(angle) * radius, Math.cos(angle) * radius] as const;
  });
}

/**
 * One marker around its own origin: a crystal (an octahedron stretched upright, each face its own
 * shade) hovering over a flat ring on the ground. `aPart` tells them apart (0 crystal, 1 ring).
 */
export function buildMarkerBase(): BufferGeometry {
  const positions: number[] = [];
  const part: number[] = [];
  const shade: number[] = [];
  const { half, width, hover } = CRYSTAL;
  const tips = [[0, hover + half, 0], [0, hover - half, 0]] as const;
  const waist = [[width, hover, 0], [0, hover, width], [-width, hover, 0], [0, hover, -width]] as const;
  for (const [t, tip] of tips.entries()) {
    for (let k = 0; k < 4; k++) {
      const a = waist[k]!;
      const b = waist[(k + 1) % 4]!;
      // Upper faces wind one way, lower the other, so every face looks outwards.
      for (const v of t === 0 ? [tip, a, b] : [tip, b, a]) positions.push(v[0], v[1], v[2]);
      // A face's light: the upper faces brighter, round the crystal lighter and darker in turn.
      const light = (t === 0 ? 1 : 0.6) * (k % 2 === 0 ? 1 : 0.75);
      part.push(0, 0, 0);
      shade.push(light, light, light);
    }
  }
  const ringStart = positions.length / 3;
  for (let s = 0; s < RING.segments; s++) {
    const angle = (s / RING.segments) * Math.PI * 2;
    for (const r of [RING.inner, RING.outer]) {
      positions.push(Math.cos(angle) * r, 0.08, Math.sin(angle) * r);
      part.push(1);
      shade.push(r === RING.inner ? 1 : 0.35);
    }
  }
  const index: number[] = Array.from({ length: ringStart }, (_, i) => i);
  for (let s = 0; s < RING.segments; s++) {
    const [i0, o0] = [ringStart + s * 2, ringStart + s * 2 + 1];
    const [i1, o1] = [ringStart + ((s + 1) % RING.segments) * 2, ringStart + ((s + 1) % RING.segments) * 2 + 1];
    index.push(i0, i1, o0, o0, i1, o1);
  }
  const base = new BufferGeometry();
  base.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  base.setAttribute('aPart', new BufferAttribute(new Float32Array(part), 1));
  base.setAttribute('aShade', new BufferAttribute(new Float32Array(shade), 1));
  base.setIndex(index);
  return base;
}

/**
 * The survey's markers as one geometry (one draw call): a copy of the marker per deposit, with
 * its spot (`aCentre`), its kind's colour and whether it was harvested, and `aCopy` its index.
 */
export function buildDepositMarkers(markers: readonly SurveyMarker[]): BufferGeometry {
  const base = buildMarkerBase();
  const spots = markerSpots(markers.length);
  const merged = mergeInstances(base, markers.length, {
    attributes: {
      aCentre: { itemSize: 3, array: new Float32Array(spots.flatMap(([x, z]) => [x, 0, z])) },
      aColor: { itemSize: 3, array: new Float32Array(markers.flatMap((m) => MARKER_COLORS[m.kind])) },
      aHarvested: { itemSize: 1, array: new Float32Array(markers.map((m) => (m.harvested ? 1 : 0))) },
    },
  });
  base.dispose();
  merged.computeBoundingSphere();
  return merged;
}
