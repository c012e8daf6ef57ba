import { sql } from 'kysely';
import type { EntertainmentBuff } from '../../../shared/api';
import type { CharacterPart } from '../../kernel/characterPart';

interface BuffRaw {
  performer_name: string;
  experience_bonus_percent: number;
  regeneration_multiplier: number;
  expires_at: string;
}

/** The Character's `entertainment_buff`: the buff a watched performance left, while it lasts at the read's time. */
export const entertainmentBuffPart: CharacterPart<BuffRaw | null, EntertainmentBuff | null> = {
  sql: (now) => sql<BuffRaw | null>`(
    SELECT jsonb_build_object('performer_name', b.performer_name, 'experience_bonus_percent', b.experience_bonus_percent,
      'regeneration_multiplier', b.regeneration_multiplier, 'expires_at', b.expires_at)
    FROM entertainment_buffs b WHERE b.character_id = c.id AND b.expires_at > ${now}::timestamptz)`,
  present: (raw) => (raw ? { ...raw, expires_at: new Date(raw.expires_at).toISOString() } : null),
};
