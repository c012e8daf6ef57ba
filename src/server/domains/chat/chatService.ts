import type { ChatChannelName, ChatMessage } from '../../../shared/api';
import { CHAT_HISTORY_SIZE } from '../../../shared/api/chat';
import { socialEvents } from '../../../shared/api/socialChannels';
import type { MoneyDeps } from '../../kernel/withCharacterLock';
import { refused } from '../../kernel/refusal';
import { chatTexts, resolveChatTarget } from './chatChannels';

type ChatDeps = MoneyDeps;

/**
 * Chat (issue 19): messages are kept in PostgreSQL (history on open) and sent over the realtime
 * server to the channel's subscribers. Text is stored and sent as plain text: clients render it
 * as text, never as markup. Muted senders are left out of what a character reads.
 */
export class ChatService {
  constructor(private readonly deps: ChatDeps) {}

  async history(characterId: number, channel: ChatChannelName, withId: number | undefined): Promise<ChatMessage[]> {
    const { db } = this.deps;
    let query = db
      .selectFrom('chat_messages as m')
      .innerJoin('characters as s', 's.id', 'm.sender_id')
      .select(['m.id', 'm.channel_type', 'm.channel_key', 'm.body', 'm.created_at', 's.id as sender_id', 's.name as sender_name'])
      .where('m.channel_type', '=', channel)
      .where('m.sender_id', 'not in', db.selectFrom('chat_mutes').select('muted_character_id').where('character_id', '=', characterId));
    if (channel === 'private') {
      const other = (await resolveChatTarget(db, characterId, 'private', withId)).key;
      query = query.where((eb) =>
        eb.or([eb.and([eb('m.sender_id', '=', characterId), eb('m.channel_key', '=', other)]), eb.and([eb('m.sender_id', '=', other), eb('m.channel_key', '=', characterId)])]),
      );
    } else {
      query = query.where('m.channel_key', '=', (await resolveChatTarget(db, characterId, channel, undefined)).key);
    }
    const rows = await query.orderBy('m.id', 'desc').limit(CHAT_HISTORY_SIZE).execute();
    return rows.reverse().map((r) => ({
      id: r.id,
      channel: r.channel_type,
      channel_key: r.channel_key,
      sender: { id: r.sender_id, name: r.sender_name },
      body: r.body,
      created_at: new Date(r.created_at).toISOString(),
    }));
  }

  async send(characterId: number, channel: ChatChannelName, body: string, recipientId: number | undefined): Promise<ChatMessage> {
    const { db, clock, broadcaster } = this.deps;
    const target = await resolveChatTarget(db, characterId, channel, recipientId);
    const row = await db
      .insertInto('chat_messages')
      .values({ channel_type: channel, channel_key: target.key, sender_id: characterId, body, created_at: clock.now() })
      // The sender's name rides back with the message row: one statement for both.
      .returning((eb) => ['id', 'created_at', eb.selectFrom('characters').select('name').where('id', '=', characterId).$asScalar().$notNull().as('sender_name')])
      .executeTakeFirstOrThrow();
    const message: ChatMessage = { id: row.id, channel, channel_key: target.key, sender: { id: characterId, name: row.sender_name }, body, created_at: new Date(row.created_at).toISOString() };
    await broadcaster.publish(target.wires, socialEvents.chatMessage, message);
    return message;
  }

  async mutes(characterId: number) {
    return this.deps.db
      .selectFrom('chat_mutes as m')
      .innerJoin('characters as c', 'c.id', 'm.muted_character_id')
      .select(['c.id', 'c.name'])
      .where('m.character_id', '=', characterId)
      .orderBy('c.name')
      .execute();
  }

  async mute(characterId: number, mutedId: number) {
    if (mutedId === characterId) throw refused(chatTexts.muteYourself, 'muted_character_id');
    const exists = await this.deps.db.selectFrom('characters').select('id').where('id', '=', mutedId).executeTakeFirst();
    if (!exists) throw refused(chatTexts.recipientNotFound, 'muted_character_id');
    await this.deps.db
      .insertInto('chat_mutes')
      .values({ character_id: characterId, muted_character_id: mutedId, created_at: this.deps.clock.now() })
      .onConflict((c) => c.doNothing())
      .execute();
    return this.mutes(characterId);
  }

  async unmute(characterId: number, mutedId: number) {
    await this.deps.db.deleteFrom('chat_mutes').where('character_id', '=', characterId).where('muted_character_id', '=', mutedId).execute();
    return this.mutes(characterId);
  }
}
