import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { PartyActionResponse } from '../../../shared/api';
import { partyChannelName, socialChannelName, socialEvents } from '../../../shared/api/socialChannels';
import { makeJoinCode, normalizeJoinCode, type PartyPrivacyName } from '../../../shared/rules/party/partyRules';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { notFound, refused } from '../../kernel/refusal';
import { transactionThenBroadcast, type Outbox } from '../../realtime/afterCommit';
import type { MoneyDeps } from '../../kernel/withCharacterLock';
import { grantSocialExperience } from '../../kernel/grants/grantSocialExperience';
import { addToParty, assertLeader, characterName, lockParty, memberCount, removeFromParty, type LockedParty } from './partyMembership';
import { partyIdOf, partyStateOf } from './partyQueries';
import { partyDisplayName, partyTexts } from './partyTexts';

type Trx = Transaction<Database>;
type PartyDeps = MoneyDeps;

/** Tells the party's members (and anyone else named) that the party changed. */
function announce(outbox: Outbox, partyId: number, alsoCharacters: number[] = []): void {
  outbox.add(partyChannelName(partyId), socialEvents.partyUpdated, { party_id: partyId });
  for (const id of alsoCharacters) outbox.add(socialChannelName(id), socialEvents.partyUpdated, { party_id: partyId });
}

/**
 * Parties (seed 001 §3–§7): create, settings, invites, join by code or from the group list, add,
 * kick, transfer, leave. Joining (and an invite taken up, for the inviter) earns social experience,
 * capped per game day. Every change locks the party row first, so joins of a nearly full party
 * queue there and exactly as many get in as there are places.
 */
export class PartyService {
  constructor(private readonly deps: PartyDeps) {}

  /** Runs `work` in a transaction as the acting character and answers with its party afterwards. */
  private async act(characterId: number, work: (trx: Trx, outbox: Outbox, now: Date) => Promise<string>): Promise<PartyActionResponse> {
    const now = this.deps.clock.now();
    let message: string;
    try {
      message = await transactionThenBroadcast(this.deps.db, this.deps.broadcaster, (trx, outbox) => work(trx, outbox, now), now);
    } catch (error) {
      // Two requests racing a character into two parties: the primary key lets one through.
      if (isUniqueViolation(error, 'party_members_pkey')) throw refused(partyTexts.alreadyInParty);
      if (isUniqueViolation(error, 'party_invites_pending')) throw refused(partyTexts.alreadyInvited('That character'));
      throw error;
    }
    return { success: true, message, ...(await partyStateOf(this.deps.db, characterId)) };
  }

  /** The acting character's party, locked; refused when it has none. */
  private async myParty(trx: Trx, characterId: number): Promise<LockedParty> {
    const partyId = await partyIdOf(trx, characterId);
    if (partyId === null) throw refused(partyTexts.notInParty);
    const party = await lockParty(trx, partyId);
    // Left or kicked while waiting for the lock.
    if ((await partyIdOf(trx, characterId)) !== party.id) throw refused(partyTexts.notInParty);
    return party;
  }

  create(characterId: number, input: { name?: string | null; privacy: PartyPrivacyName; max_members: number }) {
    return this.act(characterId, async (trx, outbox, now) => {
      if ((await partyIdOf(trx, characterId)) !== null) throw refused(partyTexts.alreadyInParty);
      const party = await this.insertParty(trx, { name: input.name ?? null, privacy: input.privacy, max_members: input.max_members, leader_id: characterId, created_at: now });
      await addToParty(trx, party, characterId, now);
      // The creator's own channel too: its game page (the map's markers) wasn't on the party's yet.
      announce(outbox, party.id, [characterId]);
      return partyTexts.created;
    });
  }

  /** A fresh 8-character code, tried again in the unlikely case it is taken. */
  private async insertParty(trx: Trx, values: { name: string | null; privacy: PartyPrivacyName; max_members: number; leader_id: number; created_at: Date }): Promise<LockedParty> {
    for (;;) {
      const join_code = makeJoinCode(() => randomInt(0, 2 ** 32) / 2 ** 32);
      const taken = await trx.selectFrom('parties').select('id').where('join_code', '=', join_code).executeTakeFirst();
      if (taken) continue;
      return trx
        .insertInto('parties')
        .values({ ...values, join_code })
        .returning(['id', 'name', 'privacy', 'max_members', 'join_code', 'leader_id'])
        .executeTakeFirstOrThrow();
    }
  }

  privacy(characterId: number, input: { privacy: PartyPrivacyName; max_members: number }) {
    return this.act(characterId, async (trx, outbox) => {
      const party = await this.myParty(trx, characterId);
      assertLeader(party, characterId);
      const count = await memberCount(trx, party.id);
      if (input.max_members < count) throw refused(partyTexts.maxBelowMembers(count), 'max_members');
      await trx.updateTable('parties').set({ privacy: input.privacy, max_members: input.max_members }).where('id', '=', party.id).execute();
      announce(outbox, party.id);
      return partyTexts.updated;
    });
  }

  invite(characterId: number, inviteeId: number) {
    return this.act(characterId, async (trx, outbox, now) => {
      const party = await this.myParty(trx, characterId);
      assertLeader(party, characterId);
      const name = await characterName(trx, inviteeId);
      if ((await partyIdOf(trx, inviteeId)) === party.id) throw refused(partyTexts.alreadyMember(name), 'character_id');
      if ((await memberCount(trx, party.id)) >= party.max_members) throw refused(partyTexts.full);
      const pending = await trx.selectFrom('party_invites').select('id').where('party_id', '=', party.id).where('character_id', '=', inviteeId).where('status', '=', 'pending').executeTakeFirst();
      if (pending) throw refused(partyTexts.alreadyInvited(name), 'character_id');
      const invite = await trx
        .insertInto('party_invites')
        .values({ party_id: party.id, character_id: inviteeId, invited_by: characterId, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      announce(outbox, party.id);
      outbox.add(socialChannelName(inviteeId), socialEvents.partyInvite, { invite_id: invite.id, party_id: party.id });
      return partyTexts.invited(name);
    });
  }

  respond(characterId: number, inviteId: number, response: 'accept' | 'decline') {
    return this.act(characterId, async (trx, outbox, now) => {
      const invite = await trx.selectFrom('party_invites').select(['party_id', 'status', 'invited_by']).where('id', '=', inviteId).where('character_id', '=', characterId).executeTakeFirst();
      if (!invite) throw notFound(partyTexts.inviteNotFound);
      const party = await lockParty(trx, invite.party_id);
      const status = await trx.selectFrom('party_invites').select('status').where('id', '=', inviteId).executeTakeFirstOrThrow();
      if (status.status !== 'pending') throw refused(partyTexts.inviteAnswered);
      if (response === 'decline') {
        await trx.updateTable('party_invites').set({ status: 'declined', responded_at: now }).where('id', '=', inviteId).execute();
        announce(outbox, party.id);
        return partyTexts.declined;
      }
      await addToParty(trx, party, characterId, now);
      await grantSocialExperience(trx, characterId, 'party_joined', now, outbox);
      // The one who asked earns too, once the invite is taken up (capped like every social act).
      if (invite.invited_by !== characterId) await grantSocialExperience(trx, invite.invited_by, 'invite_accepted', now, outbox);
      announce(outbox, party.id, [characterId]);
      return partyTexts.joined(partyDisplayName(party.name, await characterName(trx, party.leader_id)));
    });
  }

  join(characterId: number, joinCode: string) {
    return this.act(characterId, async (trx, outbox, now) => {
      const found = await trx.selectFrom('parties').select('id').where('join_code', '=', normalizeJoinCode(joinCode)).executeTakeFirst();
      if (!found) throw refused(partyTexts.wrongCode, 'join_code');
      return this.joinLocked(trx, outbox, await lockParty(trx, found.id), characterId, now);
    });
  }

  /** Joins a public party from the group list, without a code. */
  joinGroup(characterId: number, partyId: number) {
    return this.act(characterId, async (trx, outbox, now) => {
      const party = await lockParty(trx, partyId);
      if (party.privacy !== 'public') throw refused(partyTexts.notPublic);
      return this.joinLocked(trx, outbox, party, characterId, now);
    });
  }

  private async joinLocked(trx: Trx, outbox: Outbox, party: LockedParty, characterId: number, now: Date): Promise<string> {
    await addToParty(trx, party, characterId, now);
    await grantSocialExperience(trx, characterId, 'party_joined', now, outbox);
    announce(outbox, party.id, [characterId]);
    return partyTexts.joined(partyDisplayName(party.name, await characterName(trx, party.leader_id)));
  }

  /** The leader adds one of their own account's other characters directly; other players are invited. */
  addMember(characterId: number, userId: number, memberId: number) {
    return this.act(characterId, async (trx, outbox, now) => {
      const party = await this.myParty(trx, characterId);
      assertLeader(party, characterId);
      const target = await trx.selectFrom('characters').select(['name', 'user_id']).where('id', '=', memberId).executeTakeFirst();
      if (!target) throw notFound(partyTexts.characterNotFound);
      if (target.user_id !== userId) throw refused(partyTexts.addOthers, 'character_id');
      await addToParty(trx, party, memberId, now, target.name);
      announce(outbox, party.id, [memberId]);
      return partyTexts.added(target.name);
    });
  }

  kick(characterId: number, memberId: number) {
    return this.act(characterId, async (trx, outbox) => {
      const party = await this.myParty(trx, characterId);
      assertLeader(party, characterId);
      if (memberId === characterId) throw refused(partyTexts.kickSelf, 'character_id');
      const name = await characterName(trx, memberId);
      await removeFromParty(trx, party, memberId);
      announce(outbox, party.id, [memberId]);
      return partyTexts.kicked(name);
    });
  }

  transfer(characterId: number, memberId: number) {
    return this.act(characterId, async (trx, outbox) => {
      const party = await this.myParty(trx, characterId);
      assertLeader(party, characterId);
      if (memberId === characterId) throw refused(partyTexts.alreadyLeader, 'character_id');
      const name = await characterName(trx, memberId);
      if ((await partyIdOf(trx, memberId)) !== party.id) throw refused(partyTexts.notMember, 'character_id');
      await trx.updateTable('parties').set({ leader_id: memberId }).where('id', '=', party.id).execute();
      announce(outbox, party.id);
      return partyTexts.transferred(name);
    });
  }

  leave(characterId: number) {
    return this.act(characterId, async (trx, outbox) => {
      const party = await this.myParty(trx, characterId);
      const { ended } = await removeFromParty(trx, party, characterId);
      // The leaver's own channel: its other pages stop showing the party (and the map its markers).
      if (ended) outbox.add(socialChannelName(characterId), socialEvents.partyUpdated, { party_id: party.id });
      else announce(outbox, party.id, [characterId]);
      return partyTexts.left;
    });
  }
}
