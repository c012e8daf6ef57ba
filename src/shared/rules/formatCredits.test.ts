import { describe, expect, it } from 'vitest';
import { formatCredits } from './formatCredits';

describe('formatCredits', () => {
  it('shows the rupee-like symbol, groups thousands and drops decimals', () => {
    expect(formatCredits(25_000)).toBe('₹25,000');
    expect(formatCredits(0)).toBe('₹0');
    expect(formatCredits(1234.6)).toBe('₹1,235');
    expect(formatCredits(-500)).toBe('-₹500');
  });
});
