import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound, refused } from '../../kernel/refusal';
import { partyTexts } from './partyTexts';

type Trx = Transaction<Database>;

/** The party row under lock: every change of a party's members or settings takes it first. */
export async function lockParty(trx: Trx, partyId: number) {
  const party = await trx
    .selectFrom('parties')
    .select(['id', 'name', 'privacy', 'max_members', 'join_code', 'leader_id'])
    .where('id', '=', partyId)
    .forUpdate()
    .executeTakeFirst();
  if (!party) throw notFound(partyTexts.partyNotFound);
  return party;
}
export type LockedParty = Awaited<ReturnType<typeof lockParty>>;

export async function memberCount(trx: Trx, partyId: number): Promise<number> {
  const row = await trx.selectFrom('party_members').select(sql<number>`count(*)::int`.as('n')).where('party_id', '=', partyId).executeTakeFirstOrThrow();
  return row.n;
}

/** A character's name; 404 when there is no such character. */
export async function characterName(trx: Trx, characterId: number): Promise<string> {
  const row = await trx.selectFrom('characters').select('name').where('id', '=', characterId).executeTakeFirst();
  if (!row) throw notFound(partyTexts.characterNotFound);
  return row.name;
}

/**
 * Puts `characterId` into the locked party: refused when the party is full or the character is in
 * a party already (the primary key of party_members backs this up against races).
 */
export async function addToParty(trx: Trx, party: LockedParty, characterId: number, now: Date, who: 'self' | string = 'self'): Promise<void> {
  const current = await trx.selectFrom('party_members').select('party_id').where('character_id', '=', characterId).executeTakeFirst();
  if (current) throw refused(who === 'self' ? partyTexts.alreadyInParty : current.party_id === party.id ? partyTexts.alreadyMember(who) : partyTexts.targetInParty(who));
  if ((await memberCount(trx, party.id)) >= party.max_members) throw refused(partyTexts.full);
  await trx.insertInto('party_members').values({ party_id: party.id, character_id: characterId, joined_at: now }).execute();
  // Joining answers any invite the character held to this party.
  await trx
    .updateTable('party_invites')
    .set({ status: 'accepted', responded_at: now })
    .where('party_id', '=', party.id)
    .where('character_id', '=', characterId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Takes `characterId` out of the locked party. The last member leaving ends the party; a leader
 * leaving hands over to the longest-standing member. Returns whether the party ended.
 */
export async function removeFromParty(trx: Trx, party: LockedParty, characterId: number): Promise<{ ended: boolean }> {
  const removed = await trx.deleteFrom('party_members').where('party_id', '=', party.id).where('character_id', '=', characterId).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw refused(partyTexts.notMember);
  const next = await trx.selectFrom('party_members').select('character_id').where('party_id', '=', party.id).orderBy('joined_at').orderBy('seq').limit(1).executeTakeFirst();
  if (!next) {
    await trx.deleteFrom('parties').where('id', '=', party.id).execute();
    return { ended: true };
  }
  if (party.leader_id === characterId) await trx.updateTable('parties').set({ leader_id: next.character_id }).where('id', '=', party.id).execute();
  return { ended: false };
}

/** Refuses anyone but the leader. */
export function assertLeader(party: LockedParty, characterId: number): void {
  if (party.leader_id !== characterId) throw refused(partyTexts.notLeader);
}
