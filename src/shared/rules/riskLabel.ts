/** Seed 001 §9 risk labels. */
export type RiskLabel = 'Low' | 'Medium' | 'High' | 'Extreme';

/** Risk label from a danger level: up to 2 Low; up to 4 Medium; up to 6 High; above that Extreme. */
export function riskLabel(dangerLevel: number): RiskLabel {
  if (dangerLevel <= 2) return 'Low';
  if (dangerLevel <= 4) return 'Medium';
  if (dangerLevel <= 6) return 'High';
  return 'Extreme';
}

/** How a danger level reads everywhere (map, planner, filters, pages): "Danger 4/10". */
export function dangerLabel(dangerLevel: number): string {
  return `Danger ${dangerLevel}/10`;
}
