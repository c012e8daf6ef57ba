import { describe, expect, it } from 'vitest';
import { collateralFor, contractPayout, contractTerms, difficultyOf, eventChance } from './contractTerms';

const shortSafe = { distance: 20, jumps: 1, maxDanger: 1 };
const longDangerous = { distance: 120, jumps: 5, maxDanger: 8 };

describe('collateralFor', () => {
  it('is a quarter of the cargo value on a low-risk route, more as risk rises', () => {
    expect(collateralFor(10_000, 'Low')).toBe(2_500);
    expect(collateralFor(10_000, 'Medium')).toBe(3_000);
    expect(collateralFor(10_000, 'High')).toBe(3_750);
    expect(collateralFor(10_000, 'Extreme')).toBe(5_000);
  });
});

describe('contractTerms', () => {
  it('prices a short safe delivery', () => {
    const terms = contractTerms('delivery', 10_000, 40, shortSafe);
    expect(terms).toMatchObject({ risk_level: 'Low', difficulty: 'easy', collateral: 2_500, estimated_duration: 50, time_allowed: 150 });
    expect(terms.reward).toBe(Math.round(10_000 * (0.08 + 0.08)) + 50);
    expect(terms.risk_adjusted_return).toBe(Math.round(terms.reward * (1 - 0.015)));
    expect(terms.profitability_rating).toBeGreaterThan(0);
    expect(terms.profitability_rating).toBeLessThanOrEqual(10);
  });

  it('pays more, asks more collateral and rates harder on a long dangerous route', () => {
    const safe = contractTerms('delivery', 10_000, 40, shortSafe);
    const risky = contractTerms('delivery', 10_000, 40, longDangerous);
    expect(risky.reward).toBeGreaterThan(safe.reward);
    expect(risky.collateral).toBeGreaterThan(safe.collateral);
    expect(risky.risk_level).toBe('Extreme');
    expect(risky.difficulty).toBe('expert');
    expect(risky.risk_adjusted_return).toBeLessThan(risky.reward);
  });

  it('gives express contracts less slack than others', () => {
    const express = contractTerms('express', 10_000, 40, longDangerous);
    const bulk = contractTerms('bulk', 10_000, 40, longDangerous);
    expect(express.time_allowed / express.estimated_duration).toBeCloseTo(1.5, 1);
    expect(bulk.time_allowed / bulk.estimated_duration).toBeCloseTo(3, 1);
  });
});

describe('difficultyOf and eventChance', () => {
  it('grow with the route', () => {
    expect(difficultyOf({ distance: 10, jumps: 1, maxDanger: 3 }, 50)).toBe('medium');
    expect(eventChance(shortSafe)).toBeCloseTo(0.03);
    expect(eventChance({ distance: 500, jumps: 10, maxDanger: 10 })).toBe(0.9);
  });
});

describe('contractPayout', () => {
  it('pays reward plus collateral, half the reward when late', () => {
    expect(contractPayout(1_001, 500, false)).toEqual({ reward: 1_001, total: 1_501 });
    expect(contractPayout(1_001, 500, true)).toEqual({ reward: 500, total: 1_000 });
  });
});
