/**
 * Content an admin changed (issue 21): every in-memory read cache of seed content (place ancestry,
 * the market's galaxy network and commodity list) registers how to forget, and the content admin
 * calls `changed()` after each act, so the next read sees new systems, lanes and prices without a
 * restart. Caches live per process: another server process forgets on its own next start.
 */
export class ContentChanges {
  private readonly listeners = new Set<() => void>();

  /** Calls `forget` after every content change. */
  onChange(forget: () => void): void {
    this.listeners.add(forget);
  }

  changed(): void {
    for (const forget of this.listeners) forget();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    contentChanges: ContentChanges;
  }
}
