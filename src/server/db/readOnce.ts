/**
 * A value read once and kept until forgotten (a catalogue, the lanes): concurrent callers share
 * the read in flight, and a failed read (the database away) is not kept, so the next call reads
 * again. Forgetting drops a read in flight too: the next call starts afresh.
 */
export class ReadOnce<T> {
  private loaded: Promise<T> | undefined;

  get(read: () => Promise<T>): Promise<T> {
    if (!this.loaded) {
      const loading = read();
      this.loaded = loading;
      loading.catch(() => {
        if (this.loaded === loading) this.loaded = undefined;
      });
    }
    return this.loaded;
  }

  forget(): void {
    this.loaded = undefined;
  }
}
