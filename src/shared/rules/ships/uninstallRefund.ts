/** Seed 001 §9: uninstalling an upgrade refunds 50 percent of what it cost. */
export const UNINSTALL_REFUND_PERCENT = 50;

/** The refund for an upgrade that cost `cost`, in whole credits, rounded down. */
export function uninstallRefund(cost: number): number {
  return Math.floor((cost * UNINSTALL_REFUND_PERCENT) / 100);
}
