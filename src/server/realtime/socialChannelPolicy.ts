import { parseSocialChannel } from '../../shared/api/socialChannels';
import type { Db } from '../db/database';

/** A presence member as the channel authorisation signs it: the character, by id and name. */
export interface SocialMember {
  user_id: string;
  user_info: { name: string };
}

/**
 * Who may join a party, guild or star-system channel, and as which character: one of the user's
 * characters that is in the party or guild, or in the star system (the X-Character-Id one when it
 * qualifies, as a player may have several). `private-social.{id}` is for the character's owner.
 * Undefined when the channel is not a social one; null when the user may not join.
 */
export async function socialChannelMember(db: Db, userId: number, channel: string, preferredCharacterId: number | undefined): Promise<SocialMember | null | undefined> {
  const parsed = parseSocialChannel(channel);
  if (!parsed) return undefined;
  let query = db.selectFrom('characters as c').select(['c.id', 'c.name']).where('c.user_id', '=', userId);
  switch (parsed.kind) {
    case 'social':
      query = query.where('c.id', '=', parsed.id);
      break;
    case 'party':
      query = query.where('c.id', 'in', db.selectFrom('party_members').select('character_id').where('party_id', '=', parsed.id));
      break;
    case 'guild':
      query = query.where('c.id', 'in', db.selectFrom('guild_members').select('character_id').where('guild_id', '=', parsed.id));
      break;
    case 'system':
      query = query.where('c.place_id', 'in', db.selectFrom('places').select('id').where('super_area_id', '=', parsed.id));
      break;
  }
  const rows = await query.orderBy('c.id').execute();
  const chosen = rows.find((row) => row.id === preferredCharacterId) ?? rows[0];
  return chosen ? { user_id: String(chosen.id), user_info: { name: chosen.name } } : null;
}
