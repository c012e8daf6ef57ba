import { sql } from 'kysely';
import type { Invitee } from '../../../shared/api';
import type { Db } from '../../db/database';
import { refused } from '../../kernel/refusal';
import { partyTexts } from './partyTexts';

/** The most people one search answers with. */
const MAX_INVITEES = 10;

/** `text` as a LIKE pattern matching itself anywhere: its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * People the character may invite, found by (part of) their name among those it knows: in its
 * star system, in its guild, and those it has private chats with; never itself or its party's
 * members. Exact names first, then names that start so, then the rest. One statement; no match
 * is a 422 on `name` saying where it looked.
 */
export async function searchInvitees(db: Db, characterId: number, name: string): Promise<Invitee[]> {
  const result = await sql<Invitee>`
    WITH me AS (
      SELECT c.id, p.super_area_id, gm.guild_id
      FROM characters c JOIN places p ON p.id = c.place_id LEFT JOIN guild_members gm ON gm.character_id = c.id
      WHERE c.id = ${characterId}),
    found AS (
      SELECT c.id, 'nearby' AS source FROM characters c JOIN places p ON p.id = c.place_id JOIN me ON p.super_area_id = me.super_area_id
      UNION ALL
      SELECT gm.character_id, 'guild' FROM guild_members gm JOIN me ON gm.guild_id = me.guild_id
      UNION ALL
      SELECT m.channel_key, 'contact' FROM chat_messages m WHERE m.channel_type = 'private' AND m.sender_id = ${characterId}
      UNION ALL
      SELECT m.sender_id, 'contact' FROM chat_messages m WHERE m.channel_type = 'private' AND m.channel_key = ${characterId})
    SELECT c.id::int, c.name, array_agg(DISTINCT f.source ORDER BY f.source DESC) AS sources, sa.name AS location
    FROM found f
    JOIN characters c ON c.id = f.id
    JOIN places p ON p.id = c.place_id
    JOIN super_areas sa ON sa.id = p.super_area_id
    WHERE c.id <> ${characterId}
      AND c.name ILIKE ${containing(name)}
      AND NOT EXISTS (
        SELECT 1 FROM party_members theirs JOIN party_members mine ON mine.party_id = theirs.party_id
        WHERE theirs.character_id = c.id AND mine.character_id = ${characterId})
    GROUP BY c.id, c.name, sa.name
    ORDER BY lower(c.name) = lower(${name}) DESC, c.name ILIKE ${containing(name).slice(1)} DESC, c.name
    LIMIT ${MAX_INVITEES}`.execute(db);
  if (result.rows.length === 0) throw refused(partyTexts.noInvitee(name), 'name');
  return result.rows;
}
