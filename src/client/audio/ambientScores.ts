import type { SceneKind } from '../scene/sceneStore';

/**
 * What each scene's ambient pad plays: a handful of chords (MIDI notes) that a slow random walk
 * moves between, the voice, how bright, and how often the chord changes. Generative, so an hour
 * in orbit never loops a recording.
 */
export interface AmbientScore {
  chords: readonly (readonly number[])[];
  wave: OscillatorType;
  /** Low-pass cutoff in Hz, and how far (Hz) a slow LFO moves it. */
  cutoff: number;
  cutoffSwing: number;
  /** Seconds per chord; each one fades in over a third of that. */
  chordSeconds: number;
  /** Detune between the two oscillators of a note, in cents: the pad's width. */
  detuneCents: number;
  /** A bed of filtered noise under the chords (the tunnel's rush), as a gain; 0 for none. */
  rush: number;
  volume: number;
}

export const AMBIENT_SCORES: Record<SceneKind, AmbientScore> = {
  // The map: open and calm, major sevenths drifting.
  galaxy: {
    chords: [[48, 55, 59, 64], [45, 52, 55, 59, 64], [41, 48, 52, 57], [43, 50, 55, 59]],
    wave: 'triangle',
    cutoff: 900,
    cutoffSwing: 400,
    chordSeconds: 9,
    detuneCents: 7,
    rush: 0,
    volume: 0.09,
  },
  // The tunnel: a suspended drone that will not settle, over the rush of the lane.
  hyperspace: {
    chords: [[38, 45, 50, 52], [38, 45, 50, 55], [39, 46, 51, 53]],
    wave: 'sawtooth',
    cutoff: 700,
    cutoffSwing: 500,
    chordSeconds: 5,
    detuneCents: 12,
    rush: 0.05,
    volume: 0.06,
  },
  // Orbit: high, airy ninths, slow.
  orbit: {
    chords: [[52, 59, 63, 66, 71], [49, 56, 61, 64, 68], [57, 64, 68, 71, 76]],
    wave: 'sine',
    cutoff: 2400,
    cutoffSwing: 600,
    chordSeconds: 11,
    detuneCents: 5,
    rush: 0,
    volume: 0.1,
  },
  // The ground: warmer and lower, minor.
  ground: {
    chords: [[38, 45, 48, 53, 57], [34, 41, 45, 50, 53], [43, 50, 53, 58], [45, 52, 55, 60]],
    wave: 'triangle',
    cutoff: 750,
    cutoffSwing: 250,
    chordSeconds: 8,
    detuneCents: 8,
    rush: 0,
    volume: 0.1,
  },
  // A fight: low minor chords changing quickly.
  combat: {
    chords: [[40, 47, 52, 55], [36, 43, 48, 52], [38, 45, 50, 54]],
    wave: 'sawtooth',
    cutoff: 1100,
    cutoffSwing: 500,
    chordSeconds: 3,
    detuneCents: 10,
    rush: 0.02,
    volume: 0.06,
  },
};

/** The next chord of the walk: any chord but the current one (`random` in [0, 1)). */
export function nextChordIndex(current: number, count: number, random: number): number {
  if (count <= 1) return 0;
  const step = 1 + Math.floor(random * (count - 1));
  return (current + step) % count;
}
