import type { Transaction } from 'kysely';
import type { GuildRankName } from '../../../shared/api';
import { guildChannelName, socialChannelName, socialEvents } from '../../../shared/api/socialChannels';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { fieldError, notFound, refused } from '../../kernel/refusal';
import { transactionThenBroadcast, type Outbox } from '../../realtime/afterCommit';
import type { MoneyDeps } from '../../kernel/withCharacterLock';
import { grantSocialExperience } from '../../kernel/grants/grantSocialExperience';
import { assertOfficer, lockGuild, rankIn } from './guildLocks';
import { membershipOf, showGuild } from './guildQueries';
import { guildTexts } from './guildTexts';

type Trx = Transaction<Database>;

function announce(outbox: Outbox, guildId: number, alsoCharacters: number[] = []): void {
  outbox.add(guildChannelName(guildId), socialEvents.guildUpdated, { guild_id: guildId });
  for (const id of alsoCharacters) outbox.add(socialChannelName(id), socialEvents.guildUpdated, { guild_id: guildId });
}

async function nameOf(trx: Trx, characterId: number): Promise<string> {
  const row = await trx.selectFrom('characters').select('name').where('id', '=', characterId).executeTakeFirst();
  if (!row) throw notFound(guildTexts.characterNotFound);
  return row.name;
}

async function assertGuildless(trx: Trx, characterId: number, who: 'self' | string): Promise<void> {
  if (await membershipOf(trx, characterId)) throw refused(who === 'self' ? guildTexts.alreadyInGuild : guildTexts.targetInGuild(who));
}

/**
 * Guilds: found one, apply or be invited, ranks (leader, officer, member), kick, leave, message of
 * the day. Joining (and recruiting an applicant, for the officer) earns social experience. Each change locks the guild row first; a character is in at most one guild (the
 * primary key of guild_members).
 */
export class GuildService {
  constructor(private readonly deps: MoneyDeps) {}

  private async act(characterId: number, guildOf: (trx: Trx) => Promise<number> | number, work: (trx: Trx, outbox: Outbox, guildId: number, now: Date) => Promise<string>) {
    const now = this.deps.clock.now();
    let done: { message: string; guildId: number };
    try {
      done = await transactionThenBroadcast(
        this.deps.db,
        this.deps.broadcaster,
        async (trx, outbox) => {
          const guildId = await guildOf(trx);
          return { message: await work(trx, outbox, guildId, now), guildId };
        },
        now,
      );
    } catch (error) {
      if (isUniqueViolation(error, 'guilds_name_unique')) throw fieldError('name', guildTexts.nameTaken);
      if (isUniqueViolation(error, 'guild_members_pkey')) throw refused(guildTexts.alreadyInGuild);
      if (isUniqueViolation(error, 'guild_requests_pending')) throw refused(guildTexts.alreadyRequested);
      throw error;
    }
    return { success: true as const, message: done.message, ...(await showGuild(this.deps.db, done.guildId, characterId)) };
  }

  create(characterId: number, name: string) {
    return this.act(
      characterId,
      async (trx) => {
        await assertGuildless(trx, characterId, 'self');
        const guild = await trx.insertInto('guilds').values({ name, created_at: this.deps.clock.now() }).returning('id').executeTakeFirstOrThrow();
        return guild.id;
      },
      async (trx, _outbox, guildId, now) => {
        await trx.insertInto('guild_members').values({ guild_id: guildId, character_id: characterId, rank: 'leader', joined_at: now }).execute();
        return guildTexts.created(name);
      },
    );
  }

  apply(characterId: number, guildId: number) {
    return this.act(characterId, () => guildId, async (trx, outbox, id, now) => {
      await lockGuild(trx, id);
      await assertGuildless(trx, characterId, 'self');
      await trx.insertInto('guild_requests').values({ guild_id: id, character_id: characterId, kind: 'application', created_at: now }).execute();
      announce(outbox, id);
      return guildTexts.applied;
    });
  }

  invite(characterId: number, guildId: number, inviteeId: number) {
    return this.act(characterId, () => guildId, async (trx, outbox, id, now) => {
      await lockGuild(trx, id);
      await assertOfficer(trx, id, characterId);
      const name = await nameOf(trx, inviteeId);
      await assertGuildless(trx, inviteeId, name);
      await trx.insertInto('guild_requests').values({ guild_id: id, character_id: inviteeId, kind: 'invite', created_at: now }).execute();
      announce(outbox, id, [inviteeId]);
      return guildTexts.invited(name);
    });
  }

  /** Officers answer applications; the invited character answers its invitation. */
  respond(characterId: number, guildId: number, requestId: number, response: 'accept' | 'decline') {
    return this.act(characterId, () => guildId, async (trx, outbox, id, now) => {
      await lockGuild(trx, id);
      const request = await trx.selectFrom('guild_requests').select(['character_id', 'kind']).where('id', '=', requestId).where('guild_id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      if (!request) throw notFound(guildTexts.requestNotFound);
      if (request.kind === 'invite' && request.character_id !== characterId) throw notFound(guildTexts.requestNotFound);
      if (request.kind === 'application') await assertOfficer(trx, id, characterId);
      const name = await nameOf(trx, request.character_id);
      if (response === 'accept') {
        await assertGuildless(trx, request.character_id, request.kind === 'invite' ? 'self' : name);
        await trx.insertInto('guild_members').values({ guild_id: id, character_id: request.character_id, rank: 'member', joined_at: now }).execute();
        await grantSocialExperience(trx, request.character_id, 'guild_joined', now, outbox);
        if (request.kind === 'application') await grantSocialExperience(trx, characterId, 'guild_recruited', now, outbox);
      }
      await trx.updateTable('guild_requests').set({ status: response === 'accept' ? 'accepted' : 'declined' }).where('id', '=', requestId).execute();
      announce(outbox, id, [request.character_id]);
      return response === 'accept' ? guildTexts.accepted(name) : guildTexts.declined;
    });
  }

  /** The leader sets ranks; naming a new leader hands leadership over (the old leader becomes an officer). */
  rank(characterId: number, guildId: number, memberId: number, rank: GuildRankName) {
    return this.act(characterId, () => guildId, async (trx, outbox, id) => {
      await lockGuild(trx, id);
      if ((await rankIn(trx, id, characterId)) !== 'leader') throw refused(guildTexts.notLeader);
      if (memberId === characterId) throw refused(guildTexts.ownRank, 'member_id');
      const name = await nameOf(trx, memberId);
      await this.memberRank(trx, id, memberId);
      if (rank === 'leader') await trx.updateTable('guild_members').set({ rank: 'officer' }).where('character_id', '=', characterId).execute();
      await trx.updateTable('guild_members').set({ rank }).where('character_id', '=', memberId).execute();
      announce(outbox, id);
      return guildTexts.ranked(name, rank);
    });
  }

  private async memberRank(trx: Trx, guildId: number, memberId: number): Promise<GuildRankName> {
    const row = await trx.selectFrom('guild_members').select(['rank', 'guild_id']).where('character_id', '=', memberId).executeTakeFirst();
    if (!row || row.guild_id !== guildId) throw refused(guildTexts.memberNotFound, 'member_id');
    return row.rank;
  }

  /** Officers remove members; the leader removes anyone but themselves. */
  kick(characterId: number, guildId: number, memberId: number) {
    return this.act(characterId, () => guildId, async (trx, outbox, id) => {
      await lockGuild(trx, id);
      const mine = await assertOfficer(trx, id, characterId);
      const theirs = await this.memberRank(trx, id, memberId);
      if (memberId === characterId || theirs === 'leader' || (mine === 'officer' && theirs !== 'member')) throw refused(guildTexts.cannotKick, 'member_id');
      const name = await nameOf(trx, memberId);
      await trx.deleteFrom('guild_members').where('character_id', '=', memberId).execute();
      announce(outbox, id, [memberId]);
      return guildTexts.kicked(name);
    });
  }

  /** A leader leaving hands over to the longest-standing officer, else member; the last one out disbands the guild (its bank must be empty). */
  async leave(characterId: number, guildId: number) {
    const now = this.deps.clock.now();
    const disbanded = await transactionThenBroadcast(
      this.deps.db,
      this.deps.broadcaster,
      async (trx, outbox) => {
        const guild = await lockGuild(trx, guildId);
        const rank = await rankIn(trx, guildId, characterId);
        const next = await trx
          .selectFrom('guild_members')
          .select('character_id')
          .where('guild_id', '=', guildId)
          .where('character_id', '<>', characterId)
          .orderBy((eb) => eb.case().when('rank', '=', 'officer').then(0).else(1).end())
          .orderBy('joined_at')
          .limit(1)
          .executeTakeFirst();
        if (!next && guild.bank_credits > 0) throw refused(guildTexts.bankNotEmpty);
        await trx.deleteFrom('guild_members').where('character_id', '=', characterId).execute();
        if (!next) {
          await trx.deleteFrom('guilds').where('id', '=', guildId).execute();
          return true;
        }
        if (rank === 'leader') await trx.updateTable('guild_members').set({ rank: 'leader' }).where('character_id', '=', next.character_id).execute();
        announce(outbox, guildId);
        return false;
      },
      now,
    );
    return { disbanded };
  }

  motd(characterId: number, guildId: number, motd: string) {
    return this.act(characterId, () => guildId, async (trx, outbox, id) => {
      await lockGuild(trx, id);
      await assertOfficer(trx, id, characterId);
      await trx.updateTable('guilds').set({ motd }).where('id', '=', id).execute();
      announce(outbox, id);
      return guildTexts.motd;
    });
  }
}
