import { sql, type Kysely, type RawBuilder } from 'kysely';
import { preparedStatement } from '../../db/preparedStatements';
import { isCharacterEvent, parseCharacterChannel } from '../../../shared/api';
import { eventLogLine } from '../../../shared/rules/notifications/eventLogEntry';
import type { Database } from '../../db/schema';
import type { CharacterEventMessage, EventRecorder } from '../../realtime/broadcaster';


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
 * The INSERT of the captain's log lines of `messages` (recordCharacterEvents), for a statement of
 * the act that writes them itself (a CTE): one line per character event and character it is sent
 * to, in the order given, at `at`. With no such line it inserts nothing.
 */
export function characterEventsInsert(messages: readonly CharacterEventMessage[], at: Date): RawBuilder<Record<string, unknown>> {
  return insertOf(logLinesOf(messages), at);
}

type LogLine = ReturnType<typeof logLinesOf>[number];

function insertOf(lines: readonly LogLine[], at: Date): RawBuilder<Record<string, unknown>> {
  // INSERT … SELECT: a character deleted meanwhile is skipped instead of failing the caller.
  return sql`
    INSERT INTO captains_log_entries (character_id, kind, app_id, type, count, message, event, payload, created_at)
    SELECT c.id, 'event', l.app_id, l.type, 1, l.message, l.event, l.payload::jsonb, ${at}
    FROM unnest(${lines.map((l) => l.characterId)}::bigint[], ${lines.map((l) => l.line.appId)}::text[], ${lines.map((l) => l.line.type)}::text[],
                ${lines.map((l) => l.line.message)}::text[], ${lines.map((l) => l.event)}::text[], ${lines.map((l) => l.payload)}::text[])
         WITH ORDINALITY AS l(character_id, app_id, type, message, event, payload, n)
    JOIN characters c ON c.id = l.character_id
    ORDER BY l.n`;
}

function logLinesOf(messages: readonly CharacterEventMessage[]) {
  return messages.flatMap((message) => {
    if (!isCharacterEvent(message.event)) return [];
    const ids = [...new Set(message.channels.map(parseCharacterChannel).filter((id): id is number => id !== null))];
    const payload = payloadOf(message.data);
    const line = eventLogLine(message.event, payload);
    return ids.map((characterId) => ({ characterId, line, event: message.event, payload: JSON.stringify(payload) }));
  });
}

/**
 * Writes realtime events into the captain's log of every character each is sent to, so a player
 * who was away reads them later: all of them in one statement, in the order given (an act's
 * outbox, the events API's batch). Other channels and events are ignored, and so are characters
 * that no longer exist. Pass the transaction that made the change, so the entries commit with
 * it; returns how many entries were written.
 */
export async function recordCharacterEvents(db: Kysely<Database>, messages: readonly CharacterEventMessage[], at: Date): Promise<number> {
  const lines = logLinesOf(messages);
  if (lines.length === 0) return 0;
  const result = await sql`${insertOf(lines, at)} ${preparedStatement}`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** The captain's log's recorder, as realtime takes it (app.ts hands it over). */
export const characterEventRecorder: EventRecorder = { write: recordCharacterEvents, insert: characterEventsInsert };

/** `recordCharacterEvents` of one event. */
export function recordCharacterEvent(db: Kysely<Database>, message: CharacterEventMessage, at: Date): Promise<number> {
  return recordCharacterEvents(db, [message], at);
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
