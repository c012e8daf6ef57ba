/** How server processes tell each other (the realtime fan-out: Redis with `REDIS_URL`). */
export interface ServerNotices {
  notifyServers(notice: string, detail?: string): Promise<void>;
  onServerNotice(notice: string, listener: (detail: string) => void): () => void;
}

const CONTENT_CHANGED = 'ContentChanged';

/**
 * Content an admin changed (issue 21): every in-memory read cache of seed content (place ancestry,
 * the market's galaxy network and commodity list) registers how to forget, and the content admin
 * calls `changed()` after each act, so the next read sees new systems, lanes and prices without a
 * restart. This process forgets at once; the other server processes hear of it through the
 * realtime fan-out and forget too.
 */
export class ContentChanges {
  private readonly listeners = new Set<() => void>();
  private notices: ServerNotices | null = null;

  /** Calls `forget` after every content change, made here or in another server process. */
  onChange(forget: () => void): void {
    this.listeners.add(forget);
  }

  /** Shares changes with the other server processes (and hears theirs). */
  shareThrough(notices: ServerNotices): void {
    notices.onServerNotice(CONTENT_CHANGED, () => this.forget());
    this.notices = notices;
  }

  changed(): void {
    this.forget();
    void this.notices?.notifyServers(CONTENT_CHANGED);
  }

  private forget(): void {
    for (const forget of this.listeners) forget();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    contentChanges: ContentChanges;
  }
}
