import type { Selectable } from 'kysely';
import type { CaptainsLogEntry, CaptainsLogPage, CaptainsLogQuery, DatapadTabId, RecordNotificationRequest, RecordNotificationResponse } from '../../../shared/api';
import type { Db } from '../../db/database';
import type { CaptainsLogEntriesTable } from '../../db/schema';
import { forbidden, notFound } from '../../kernel/refusal';
import type { Clock } from '../../time/clock';

/** The same notification posted again within this window is the one already logged (reloads, two tabs). */
export const REPEAT_WINDOW_MS = 60 * 60 * 1000;
/** Entries kept per character; older ones are dropped so a runaway client cannot fill the disk. */
export const MAX_ENTRIES_PER_CHARACTER = 1_000;

const CHARACTER_NOT_FOUND = 'Character not found.';

function present(row: Selectable<CaptainsLogEntriesTable>): CaptainsLogEntry {
  return {
    id: row.id,
    kind: row.kind,
    app_id: row.app_id as DatapadTabId | null,
    type: row.type,
    count: row.count,
    message: row.message,
    event: row.event,
    created_at: row.created_at.toISOString(),
  };
}

const COLUMNS = ['id', 'character_id', 'kind', 'app_id', 'type', 'count', 'message', 'event', 'payload', 'dedupe_key', 'created_at'] as const;

/** A character's captain's log: read by its owner, newest first; notifications posted by the datapad. */
export class CaptainsLogService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async authorize(executor: Db, userId: number, characterId: number, lock: boolean): Promise<void> {
    let query = executor.selectFrom('characters').select('user_id').where('id', '=', characterId);
    // Locks the character so two posts of one notification cannot both pass the repeat check.
    if (lock) query = query.forNoKeyUpdate();
    const character = await query.executeTakeFirst();
    if (!character) throw notFound(CHARACTER_NOT_FOUND);
    if (character.user_id !== userId) throw forbidden();
  }

  /** One page of the log, newest first. */
  async list(userId: number, characterId: number, { page, per_page }: CaptainsLogQuery): Promise<CaptainsLogPage> {
    await this.authorize(this.db, userId, characterId, false);
    const [{ total }, rows] = await Promise.all([
      this.db
        .selectFrom('captains_log_entries')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('character_id', '=', characterId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('captains_log_entries')
        .select(COLUMNS)
        .where('character_id', '=', characterId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(per_page)
        .offset((page - 1) * per_page)
        .execute(),
    ]);
    const count = Number(total);
    return { data: rows.map(present), current_page: page, last_page: Math.max(1, Math.ceil(count / per_page)), per_page, total: count };
  }

  /** Logs a notification the datapad raised, unless the same one was logged within the repeat window. */
  async recordNotification(userId: number, characterId: number, input: RecordNotificationRequest): Promise<RecordNotificationResponse> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      await this.authorize(trx, userId, characterId, true);
      const repeat = await trx
        .selectFrom('captains_log_entries')
        .select(COLUMNS)
        .where('character_id', '=', characterId)
        .where('dedupe_key', '=', input.key)
        .where('created_at', '>', new Date(now.getTime() - REPEAT_WINDOW_MS))
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (repeat) return { recorded: false, entry: present(repeat) };
      const row = await trx
        .insertInto('captains_log_entries')
        .values({
          character_id: characterId,
          kind: 'notification',
          app_id: input.app_id,
          type: input.type,
          count: input.count,
          message: input.message,
          event: null,
          payload: null,
          dedupe_key: input.key,
          created_at: now,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await this.prune(trx, characterId);
      return { recorded: true, entry: present(row) };
    });
  }

  private async prune(trx: Db, characterId: number): Promise<void> {
    const oldestKept = await trx
      .selectFrom('captains_log_entries')
      .select(['created_at', 'id'])
      .where('character_id', '=', characterId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(MAX_ENTRIES_PER_CHARACTER - 1)
      .limit(1)
      .executeTakeFirst();
    if (!oldestKept) return;
    await trx
      .deleteFrom('captains_log_entries')
      .where('character_id', '=', characterId)
      .where((eb) =>
        eb.or([
          eb('created_at', '<', oldestKept.created_at),
          eb.and([eb('created_at', '=', oldestKept.created_at), eb('id', '<', oldestKept.id)]),
        ]),
      )
      .execute();
  }
}
