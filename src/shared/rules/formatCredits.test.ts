import { describe, expect, it } from 'vitest';
import { formatCredits, formatSignedCredits } from './formatCredits';

describe('formatCredits', () => {
  it("writes the game's own unit after the amount, groups thousands and drops decimals", () => {
    expect(formatCredits(25_000)).toBe('25,000 cr');
    expect(formatCredits(0)).toBe('0 cr');
    expect(formatCredits(1234.6)).toBe('1,235 cr');
    expect(formatCredits(-500)).toBe('-500 cr');
  });

  it('uses no real-world currency sign', () => {
    expect(formatCredits(1_234_567)).not.toMatch(/[₹₡$€£¥]/);
  });
});

describe('formatSignedCredits', () => {
  it('signs gains and losses, and writes nothing as plain zero', () => {
    expect(formatSignedCredits(12)).toBe('+12 cr');
    expect(formatSignedCredits(-1_500)).toBe('-1,500 cr');
    expect(formatSignedCredits(-0)).toBe('0 cr');
    expect(formatSignedCredits(0.2)).toBe('0 cr');
  });
});
