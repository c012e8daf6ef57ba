/** What an outfitter charges a minute of fitting work. */
export const INSTALLATION_RATE_PER_MINUTE = 8;

/** The installation labour for an upgrade taking `minutes` to fit. */
export function installationLabour(minutes: number): number {
  return Math.max(0, Math.round(minutes)) * INSTALLATION_RATE_PER_MINUTE;
}

/** What installing costs in all: the part at its market price plus the labour. */
export function totalInstallationCost(marketPrice: number, minutes: number): number {
  return marketPrice + installationLabour(minutes);
}
