/** Journeys whose arrival this page settled from the pushed JourneyArrived (its payload patched the caches). */
const settled = new Set<number>();

export const pushedArrivals = {
  /** The arrival of `journeyId` was pushed and patched the caches. */
  note(journeyId: number): void {
    settled.add(journeyId);
  },
  /** Whether the arrival of `journeyId` was already settled by its push: nothing to read again. */
  has(journeyId: number): boolean {
    return settled.has(journeyId);
  },
};
