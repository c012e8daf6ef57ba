import { parseCharacterChannel } from '../../shared/api';
import type { Db } from '../db/database';

/**
 * Whether `userId` may subscribe to `channel` (the game's channel rules, as Laravel's
 * routes/channels.php): `private-character.{id}` only for the character's owner. Every other
 * channel is refused until a domain adds its rule here.
 */
export async function mayJoinChannel(db: Db, userId: number, channel: string): Promise<boolean> {
  const characterId = parseCharacterChannel(channel);
  if (characterId === null) return false;
  const owner = await db.selectFrom('characters').select('user_id').where('id', '=', characterId).executeTakeFirst();
  // A missing character is refused like someone else's: the answer tells nothing about which.
  return owner?.user_id === userId;
}
