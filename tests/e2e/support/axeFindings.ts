import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Axe's serious and moderate (and critical) findings on the page as it is now, one line each. */
export async function findings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious' || violation.impact === 'moderate')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 4).join(' | ')}`);
}
