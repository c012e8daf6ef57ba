import { describe, expect, it } from 'vitest';
import { installationLabour, totalInstallationCost } from './upgradePricing';

describe('upgrade pricing', () => {
  it('charges 8 credits a minute of fitting on top of the part', () => {
    expect(installationLabour(30)).toBe(240);
    expect(totalInstallationCost(1_800, 30)).toBe(2_040);
    expect(totalInstallationCost(1_800, 0)).toBe(1_800);
  });
});
