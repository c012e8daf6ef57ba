import { sql, type Kysely } from 'kysely';
import { preparedStatement } from '../../db/preparedStatements';
import { isCharacterEvent, parseCharacterChannel } from '../../../shared/api';
import { eventLogLine } from '../../../shared/rules/notifications/eventLogEntry';
import type { Database } from '../../db/schema';
import type { CharacterEventMessage } from '../../realtime/broadcaster';


function payloadOf(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    // Pusher allows any string as data; keep it as a JSON string.
    return data;
  }
}

/**
 * Writes a realtime event into the captain's log of every character it is sent to, so a player
 * who was away reads it later. Other channels and events are ignored, and so are characters
 * that no longer exist. Pass the transaction that made the change, so the entry commits with it;
 * returns how many entries were written.
 */
export async function recordCharacterEvent(db: Kysely<Database>, message: CharacterEventMessage, at: Date): Promise<number> {
  if (!isCharacterEvent(message.event)) return 0;
  const ids = [...new Set(message.channels.map(parseCharacterChannel).filter((id): id is number => id !== null))];
  if (ids.length === 0) return 0;
  const payload = payloadOf(message.data);
  const line = eventLogLine(message.event, payload);
  // INSERT … SELECT: a character deleted meanwhile is skipped instead of failing the caller.
  const result = await sql`
    INSERT INTO captains_log_entries (character_id, kind, app_id, type, count, message, event, payload, created_at)
    SELECT id, 'event', ${line.appId}, ${line.type}, 1, ${line.message}, ${message.event}, ${JSON.stringify(payload)}::jsonb, ${at}
    FROM characters WHERE id = ANY(${ids}::bigint[]) ${preparedStatement}`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** A captain's log line of one character's event, as a statement that writes it itself takes it (`market_trade`). */
export interface CharacterLogRow {
  app_id: string | null;
  type: string;
  message: string;
  event: string;
  payload: unknown;
}

/**
 * The lines `recordCharacterEvent` would write for `characterId` from these queued events, for an
 * act whose one statement writes its log lines itself.
 */
export function characterLogRows(characterId: number, events: readonly { channel: string; event: string; payload: unknown }[]): CharacterLogRow[] {
  return events.flatMap(({ channel, event, payload }) => {
    if (!isCharacterEvent(event) || parseCharacterChannel(channel) !== characterId) return [];
    const data = payloadOf(payload);
    const line = eventLogLine(event, data);
    return [{ app_id: line.appId, type: line.type, message: line.message, event, payload: data }];
  });
}
