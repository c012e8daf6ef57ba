import type { Kysely } from 'kysely';
import { ReadOnce } from '../../db/readOnce';
import type { Database } from '../../db/schema';
import { readQuestBook, type BookQuest } from './questBook';

/** The book as one read saw it: every quest but those of the events over by `readAt`. */
interface BookRead {
  readAt: number;
  quests: BookQuest[];
}

/**
 * The quest book, read once per change (issue 40: every quest act and read needs it, twenty times a
 * second under load). It changes only when the content admin edits content and when a tick's
 * events break out (their quests are written); app.ts forgets it then, in every server process.
 * An event that ends needs no forgetting: its quest leaves the book by `now`, in memory, as the
 * read leaves it out. The quests are shared between callers: read-only.
 */
export class QuestBookCache {
  private readonly loaded = new ReadOnce<BookRead>();

  constructor(private readonly db: Kysely<Database>) {}

  /** The book at `now`; a read it needs goes through `db`, the act's transaction inside an act (never a second connection). */
  async at(now: Date, db: Kysely<Database> = this.db): Promise<BookQuest[]> {
    const book = await this.loaded.get(async () => ({ readAt: now.getTime(), quests: await readQuestBook(db, now) }));
    // A time before the read (an act whose clock was read before another's cold read) may still
    // see an event the read left out as over: that caller reads the book of its own time.
    if (now.getTime() < book.readAt) return readQuestBook(db, now);
    return book.quests.filter((quest) => quest.event_ends_at === null || quest.event_ends_at.getTime() > now.getTime());
  }

  forget(): void {
    this.loaded.forget();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The quest book of this process (missions), forgotten on content changes and ticks. */
    questBook: QuestBookCache;
  }
}
