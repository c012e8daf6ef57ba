import { describe, expect, it } from 'vitest';
import { createHyperspaceSample, hyperspaceSegments, nextHyperspacePhase, sampleHyperspace } from './hyperspaceTimeline';

describe('hyperspace timeline', () => {
  it('splits the 4000 ms default (seed 001 §9) into enter, cruise and exit', () => {
    expect(hyperspaceSegments(4000)).toEqual({ enterMs: 1200, cruiseMs: 1800, exitMs: 1000 });
    const short = hyperspaceSegments(1000);
    expect(short.enterMs + short.cruiseMs + short.exitMs).toBe(1000);
    expect(hyperspaceSegments(-5)).toEqual({ enterMs: 0, cruiseMs: 0, exitMs: 0 });
  });

  it('goes enter → cruise → exit → idle', () => {
    expect(nextHyperspacePhase('enter')).toBe('cruise');
    expect(nextHyperspacePhase('cruise')).toBe('exit');
    expect(nextHyperspacePhase('exit')).toBe('idle');
  });

  it('accelerates into the jump and slows out of it', () => {
    const segments = hyperspaceSegments(4000);
    const sample = createHyperspaceSample();
    expect(sampleHyperspace('enter', 0, segments, true, sample).speed).toBe(0);
    expect(sampleHyperspace('enter', 600, segments, true, sample).speed).toBeCloseTo(0.25);
    expect(sampleHyperspace('enter', 1200, segments, true, sample)).toMatchObject({ speed: 1, stretch: 1, phaseDone: true });
    expect(sampleHyperspace('cruise', 900, segments, true, sample)).toMatchObject({ speed: 1, progress: 0.5, phaseDone: false });
    expect(sampleHyperspace('exit', 500, segments, true, sample).speed).toBeCloseTo(0.5);
    expect(sampleHyperspace('exit', 1000, segments, true, sample)).toMatchObject({ speed: 0, phaseDone: true });
    expect(sampleHyperspace('idle', 100, segments, true, sample)).toMatchObject({ speed: 0, glow: 0, phaseDone: false });
  });

  it('cruises until told to exit when the journey is not timed (the Travel feature ends it)', () => {
    const sample = sampleHyperspace('cruise', 60_000, hyperspaceSegments(4000), false, createHyperspaceSample());
    expect(sample.phaseDone).toBe(false);
    expect(sample.speed).toBe(1);
  });

  it('writes into the caller-owned sample: frames allocate nothing', () => {
    const sample = createHyperspaceSample();
    expect(sampleHyperspace('enter', 100, hyperspaceSegments(4000), true, sample)).toBe(sample);
  });

  it('flashes at the drop out of hyperspace', () => {
    const segments = hyperspaceSegments(4000);
    const sample = createHyperspaceSample();
    expect(sampleHyperspace('exit', 700, segments, true, sample).flash).toBeCloseTo(1);
    expect(sampleHyperspace('exit', 0, segments, true, sample).flash).toBe(0);
  });
});
