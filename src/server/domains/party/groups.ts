import type { Group, GroupResponse } from '../../../shared/api';
import { freePlaces } from '../../../shared/rules/party/partyRules';
import type { Db } from '../../db/database';
import { notFound } from '../../kernel/refusal';
import { memberCountSql, partyMembers } from './partyQueries';
import { partyTexts } from './partyTexts';

function groupQuery(db: Db) {
  return db
    .selectFrom('parties')
    .innerJoin('characters as leader', 'leader.id', 'parties.leader_id')
    .innerJoin('places as p', 'p.id', 'leader.place_id')
    .innerJoin('super_areas as sa', 'sa.id', 'p.super_area_id')
    .select([
      'parties.id',
      'parties.name',
      'parties.max_members',
      'parties.created_at',
      'leader.id as leader_id',
      'leader.name as leader_name',
      'sa.name as location',
      memberCountSql().as('member_count'),
    ])
    .where('parties.privacy', '=', 'public');
}

type GroupRow = Awaited<ReturnType<ReturnType<typeof groupQuery>['execute']>>[number];

function toGroup(row: GroupRow): Group {
  return {
    id: row.id,
    name: row.name,
    leader: { id: row.leader_id, name: row.leader_name },
    member_count: row.member_count,
    max_members: row.max_members,
    free_places: freePlaces(row, row.member_count),
    location: row.location,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The group index: public parties with a free place, newest first (seed 000 §2 group index). */
export async function listGroups(db: Db): Promise<Group[]> {
  const rows = await groupQuery(db).where(memberCountSql(), '<', (eb) => eb.ref('parties.max_members')).orderBy('parties.id', 'desc').limit(100).execute();
  return rows.map(toGroup);
}

/** One public party and its members (seed 000 §2 group show); a private one is not found. */
export async function showGroup(db: Db, partyId: number): Promise<GroupResponse> {
  const row = await groupQuery(db).where('parties.id', '=', partyId).executeTakeFirst();
  if (!row) throw notFound(partyTexts.partyNotFound);
  return { group: toGroup(row), members: await partyMembers(db, partyId) };
}
