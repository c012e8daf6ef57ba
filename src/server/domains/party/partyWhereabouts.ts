import type { Kysely } from 'kysely';
import type { PartyLocations } from '../../../shared/api';
import { partyChannelName, socialEvents } from '../../../shared/api/socialChannels';
import { prepared } from '../../db/preparedStatements';
import type { Database } from '../../db/schema';
import type { Outbox } from '../../realtime/afterCommit';
import { travellingSql } from '../../kernel/travelGuard';
import { partyMatesBesideSql } from '../../kernel/partyMatesBeside';
import { partyIdOf } from './partyQueries';

type Reader = Kysely<Database>;

/** The character's party, itself included (aliased `c` as `travellingSql` wants), with the system each stands in and whether it is on a journey. */
function partyMatesQuery(db: Reader, characterId: number) {
  return db
    .selectFrom('party_members as me')
    .innerJoin('party_members as m', 'm.party_id', 'me.party_id')
    .innerJoin('characters as c', 'c.id', 'm.character_id')
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .innerJoin('super_areas as sa', 'sa.id', 'p.super_area_id')
    .select(['me.party_id', 'c.id', 'c.name', 'sa.id as super_area_id', 'sa.name as super_area_name', travellingSql().as('travelling')])
    .where('me.character_id', '=', characterId);
}

/**
 * GET /api/party/locations: where the character's party stands, one statement (the game page
 * reads it for the galaxy map's markers). Members longest-standing first, the character included.
 */
export async function partyLocationsOf(db: Reader, characterId: number): Promise<PartyLocations> {
  const rows = await prepared(partyMatesQuery(db, characterId).orderBy('m.joined_at').orderBy('m.seq')).execute();
  return {
    party_id: rows[0]?.party_id ?? null,
    members: rows.map(({ id, name, super_area_id, super_area_name, travelling }) => ({ id, name, super_area_id, super_area_name, travelling })),
  };
}

/**
 * The party members standing in the same star system as the character, not on a journey, by id:
 * those who share a contract reward it delivers (docs/GAME_RULES.md "Parties and quests").
 */
export async function partyMembersBeside(db: Reader, characterId: number): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('characters').select(['id', 'name']).where('id', 'in', partyMatesBesideSql(characterId)).orderBy('id').execute();
}

/**
 * A member left a system or arrived in one: its party's map markers are out of date, so the
 * party channel hears PartyUpdated after the move commits. No party, no event.
 */
export async function queuePartyMemberMoved(db: Reader, outbox: Outbox, characterId: number): Promise<void> {
  const partyId = await partyIdOf(db, characterId);
  if (partyId !== null) outbox.add(partyChannelName(partyId), socialEvents.partyUpdated, { party_id: partyId, moved: characterId });
}
