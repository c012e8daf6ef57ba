import { sql, type Kysely } from 'kysely';
import type { PartyMember, PartyState } from '../../../shared/api';
import type { Database } from '../../db/schema';

type Reader = Kysely<Database>;

/** The party a character is in, if any. */
export async function partyIdOf(db: Reader, characterId: number): Promise<number | null> {
  const row = await db.selectFrom('party_members').select('party_id').where('character_id', '=', characterId).executeTakeFirst();
  return row?.party_id ?? null;
}

/** A party's members, longest-standing first, each with the star system they are in. */
export async function partyMembers(db: Reader, partyId: number): Promise<PartyMember[]> {
  const rows = await db
    .selectFrom('party_members as m')
    .innerJoin('characters as c', 'c.id', 'm.character_id')
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .innerJoin('super_areas as sa', 'sa.id', 'p.super_area_id')
    .select(['c.id', 'c.name', 'm.joined_at', 'sa.id as super_area_id', 'sa.name as super_area_name'])
    .where('m.party_id', '=', partyId)
    .orderBy('m.joined_at')
    .orderBy('m.seq')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    joined_at: new Date(row.joined_at).toISOString(),
    location: { super_area_id: row.super_area_id, super_area_name: row.super_area_name },
  }));
}

/** GET /api/party: the character's party, members and pending invites the party sent; all empty without one. */
export async function partyStateOf(db: Reader, characterId: number): Promise<PartyState> {
  const partyId = await partyIdOf(db, characterId);
  if (partyId === null) return { party: null, members: [], invites: [] };
  const [party, members, invites] = await Promise.all([
    db.selectFrom('parties').select(['id', 'name', 'privacy', 'max_members', 'join_code', 'leader_id']).where('id', '=', partyId).executeTakeFirstOrThrow(),
    partyMembers(db, partyId),
    db
      .selectFrom('party_invites as i')
      .innerJoin('characters as c', 'c.id', 'i.character_id')
      .select(['i.id', 'c.id as character_id', 'c.name', 'i.created_at'])
      .where('i.party_id', '=', partyId)
      .where('i.status', '=', 'pending')
      .orderBy('i.id')
      .execute(),
  ]);
  return {
    party,
    members,
    invites: invites.map((i) => ({ id: i.id, character: { id: i.character_id, name: i.name }, created_at: new Date(i.created_at).toISOString() })),
  };
}

/** The invites a character holds, newest first. */
export async function receivedInvites(db: Reader, characterId: number) {
  const rows = await db
    .selectFrom('party_invites as i')
    .innerJoin('parties as p', 'p.id', 'i.party_id')
    .innerJoin('characters as leader', 'leader.id', 'p.leader_id')
    .innerJoin('characters as by', 'by.id', 'i.invited_by')
    .select(['i.id', 'p.id as party_id', 'p.name as party_name', 'leader.name as leader_name', 'by.id as by_id', 'by.name as by_name', 'i.created_at'])
    .where('i.character_id', '=', characterId)
    .where('i.status', '=', 'pending')
    .orderBy('i.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    party: { id: r.party_id, name: r.party_name, leader_name: r.leader_name },
    invited_by: { id: r.by_id, name: r.by_name },
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/** Member counts of parties, by id. */
export function memberCountSql() {
  return sql<number>`(select count(*)::int from party_members pm where pm.party_id = parties.id)`;
}
