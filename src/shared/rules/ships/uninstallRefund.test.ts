import { describe, expect, it } from 'vitest';
import { uninstallRefund } from './uninstallRefund';

describe('uninstallRefund', () => {
  it('refunds half the cost, rounded down to whole credits', () => {
    expect(uninstallRefund(2_000)).toBe(1_000);
    expect(uninstallRefund(2_001)).toBe(1_000);
    expect(uninstallRefund(1)).toBe(0);
    expect(uninstallRefund(0)).toBe(0);
  });
});
