import { describe, expect, it } from 'vitest';
import { createRandom } from '../seededRandom';
import { driftDelta, pastStocks } from './marketDrift';

const minute = 60_000;

describe('driftDelta', () => {
  it('moves stock toward the target from either side', () => {
    const random = createRandom('drift');
    let low = 200;
    let high = 3000;
    for (let i = 0; i < 24 * 60; i++) {
      low += driftDelta({ stock: low, target: 1000, volatility: 0.001, elapsedMs: minute }, random);
      high += driftDelta({ stock: high, target: 1000, volatility: 0.001, elapsedMs: minute }, random);
    }
    // A day is four recovery times: within a few percent of the target, whatever the noise.
    expect(Math.abs(low - 1000)).toBeLessThan(60);
    expect(Math.abs(high - 1000)).toBeLessThan(60);
  });

  it('is reproducible from the seed', () => {
    const run = () => {
      const random = createRandom('same seed');
      return Array.from({ length: 50 }, (_, i) => driftDelta({ stock: 500 + i, target: 800, volatility: 0.004, elapsedMs: minute }, random));
    };
    expect(run()).toEqual(run());
  });

  it('never takes the stock below zero', () => {
    const random = createRandom('empty');
    for (let i = 0; i < 1000; i++) {
      const stock = i % 3;
      expect(stock + driftDelta({ stock, target: 1, volatility: 0.5, elapsedMs: 10 * minute }, random)).toBeGreaterThanOrEqual(0);
    }
  });

  it('keeps noise to the size of the volatility when the market sits at its target', () => {
    const random = createRandom('calm');
    const deltas = Array.from({ length: 500 }, () => driftDelta({ stock: 1000, target: 1000, volatility: 0.004, elapsedMs: minute }, random));
    expect(Math.max(...deltas.map(Math.abs))).toBeLessThanOrEqual(6);
  });
});

describe('pastStocks', () => {
  it('walks back a week of hours that stays near the target', () => {
    const stocks = pastStocks({ stock: 1000, target: 1000, volatility: 0.004 }, 168, createRandom('history'));
    expect(stocks).toHaveLength(168);
    for (const stock of stocks) expect(Math.abs(stock - 1000)).toBeLessThan(700);
    expect(new Set(stocks).size).toBeGreaterThan(20);
  });
});
