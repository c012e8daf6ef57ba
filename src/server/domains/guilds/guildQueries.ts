import { sql, type Kysely } from 'kysely';
import type { GuildListResponse, GuildRankName, GuildResponse, GuildSummary } from '../../../shared/api';
import type { Database } from '../../db/schema';
import { notFound } from '../../kernel/refusal';
import { guildTexts } from './guildTexts';

type Reader = Kysely<Database>;
const iso = (value: Date | string) => new Date(value).toISOString();

function summaries(db: Reader) {
  return db
    .selectFrom('guilds as g')
    .innerJoin('guild_members as lm', (join) => join.onRef('lm.guild_id', '=', 'g.id').on('lm.rank', '=', 'leader'))
    .innerJoin('characters as leader', 'leader.id', 'lm.character_id')
    .select(['g.id', 'g.name', 'g.motd', 'g.created_at', 'leader.id as leader_id', 'leader.name as leader_name'])
    .select(sql<number>`(select count(*)::int from guild_members m where m.guild_id = g.id)`.as('member_count'));
}

function toSummary(row: Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number]): GuildSummary {
  return { id: row.id, name: row.name, motd: row.motd, member_count: row.member_count, leader: { id: row.leader_id, name: row.leader_name }, created_at: iso(row.created_at) };
}

/** A character's guild membership, if any. */
export async function membershipOf(db: Reader, characterId: number): Promise<{ guild_id: number; rank: GuildRankName } | null> {
  return (await db.selectFrom('guild_members').select(['guild_id', 'rank']).where('character_id', '=', characterId).executeTakeFirst()) ?? null;
}

/** The guild index for a character: every guild, its own and the invitations it holds. */
export async function listGuilds(db: Reader, characterId: number): Promise<GuildListResponse> {
  const [rows, mine, invites] = await Promise.all([
    summaries(db).orderBy('g.name').limit(200).execute(),
    membershipOf(db, characterId),
    db
      .selectFrom('guild_requests as r')
      .innerJoin('guilds as g', 'g.id', 'r.guild_id')
      .select(['r.id', 'g.id as guild_id', 'g.name'])
      .where('r.character_id', '=', characterId)
      .where('r.kind', '=', 'invite')
      .where('r.status', '=', 'pending')
      .execute(),
  ]);
  return { guilds: rows.map(toSummary), my_guild_id: mine?.guild_id ?? null, my_invites: invites.map((i) => ({ id: i.id, guild: { id: i.guild_id, name: i.name } })) };
}

/** The guild page as `characterId` may see it: the bank and ledger for members, requests for officers. */
export async function showGuild(db: Reader, guildId: number, characterId: number): Promise<GuildResponse> {
  const row = await summaries(db).where('g.id', '=', guildId).executeTakeFirst();
  if (!row) throw notFound(guildTexts.notFound);
  const mine = await membershipOf(db, characterId);
  const rank = mine?.guild_id === guildId ? mine.rank : null;
  const officer = rank === 'leader' || rank === 'officer';
  const [roster, bank, ledger, requests, own] = await Promise.all([
    db
      .selectFrom('guild_members as m')
      .innerJoin('characters as c', 'c.id', 'm.character_id')
      .select(['c.id', 'c.name', 'm.rank', 'm.joined_at'])
      .where('m.guild_id', '=', guildId)
      .orderBy(sql`case m.rank when 'leader' then 0 when 'officer' then 1 else 2 end`)
      .orderBy('m.joined_at')
      .execute(),
    db.selectFrom('guilds').select('bank_credits').where('id', '=', guildId).executeTakeFirstOrThrow(),
    rank
      ? db
          .selectFrom('guild_ledger as l')
          .leftJoin('characters as c', 'c.id', 'l.character_id')
          .select(['l.id', 'l.amount', 'l.reason', 'l.balance_after', 'l.created_at', 'c.id as character_id', 'c.name as character_name'])
          .where('l.guild_id', '=', guildId)
          .orderBy('l.id', 'desc')
          .limit(50)
          .execute()
      : Promise.resolve([]),
    officer
      ? db
          .selectFrom('guild_requests as r')
          .innerJoin('characters as c', 'c.id', 'r.character_id')
          .select(['r.id', 'r.kind', 'r.created_at', 'c.id as character_id', 'c.name'])
          .where('r.guild_id', '=', guildId)
          .where('r.status', '=', 'pending')
          .orderBy('r.id')
          .execute()
      : Promise.resolve([]),
    db.selectFrom('guild_requests').select('kind').where('guild_id', '=', guildId).where('character_id', '=', characterId).where('status', '=', 'pending').executeTakeFirst(),
  ]);
  return {
    guild: toSummary(row),
    my_rank: rank,
    my_request: own?.kind ?? null,
    roster: roster.map((m) => ({ id: m.id, name: m.name, rank: m.rank, joined_at: iso(m.joined_at) })),
    bank_credits: rank ? bank.bank_credits : null,
    ledger: ledger.map((l) => ({
      id: l.id,
      character: l.character_id !== null && l.character_name !== null ? { id: l.character_id, name: l.character_name } : null,
      amount: l.amount,
      reason: l.reason,
      balance_after: l.balance_after,
      created_at: iso(l.created_at),
    })),
    requests: requests.map((r) => ({ id: r.id, kind: r.kind, created_at: iso(r.created_at), character: { id: r.character_id, name: r.name } })),
  };
}
