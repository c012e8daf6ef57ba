import type { Transaction } from 'kysely';
import type { GuildRankName } from '../../../shared/api';
import type { Database } from '../../db/schema';
import { notFound, refused } from '../../kernel/refusal';
import { guildTexts } from './guildTexts';

type Trx = Transaction<Database>;

/** The guild row under lock: membership, rank and bank changes of a guild queue here. */
export async function lockGuild(trx: Trx, guildId: number) {
  const guild = await trx.selectFrom('guilds').select(['id', 'name', 'bank_credits']).where('id', '=', guildId).forUpdate().executeTakeFirst();
  if (!guild) throw notFound(guildTexts.notFound);
  return guild;
}

/** The rank of `characterId` in the guild; refused when it is not a member. */
export async function rankIn(trx: Trx, guildId: number, characterId: number): Promise<GuildRankName> {
  const row = await trx.selectFrom('guild_members').select(['rank', 'guild_id']).where('character_id', '=', characterId).executeTakeFirst();
  if (!row || row.guild_id !== guildId) throw refused(guildTexts.notMember);
  return row.rank;
}

export const isOfficer = (rank: GuildRankName) => rank === 'leader' || rank === 'officer';

/** Refuses a member below officer. */
export async function assertOfficer(trx: Trx, guildId: number, characterId: number): Promise<GuildRankName> {
  const rank = await rankIn(trx, guildId, characterId);
  if (!isOfficer(rank)) throw refused(guildTexts.notOfficer);
  return rank;
}
