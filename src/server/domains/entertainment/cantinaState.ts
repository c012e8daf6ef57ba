import { sql, type Kysely } from 'kysely';
import type { CantinaState, EntertainmentBuff } from '../../../shared/api';
import { buffOf, isSocialPlace, PERFORMER_PROFESSIONS, type PerformanceKind } from '../../../shared/rules/entertainment/entertainmentRules';
import type { Database } from '../../db/schema';

/** SQL true when the character (a value) has learned a skill of a performing profession. */
export const canPerformSql = (characterId: number) => sql<boolean>`EXISTS (
  SELECT 1 FROM character_skills cs JOIN skills s ON s.id = cs.skill_id JOIN professions pr ON pr.id = s.profession_id
  WHERE cs.character_id = ${characterId} AND pr.key IN (${sql.join(PERFORMER_PROFESSIONS)}))`;

/**
 * The cantina as the character sees it at `now`: its place, who performs there (performers still
 * standing in it), whom it watches and the buff it carries. Two statements; `db` is the act's
 * transaction when an act answers with it.
 */
export async function cantinaState(db: Kysely<Database>, characterId: number, now: Date): Promise<CantinaState> {
  const head = await db
    .selectFrom('characters as c')
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .leftJoin('performance_watchers as w', 'w.character_id', 'c.id')
    .leftJoin('entertainment_buffs as b', (join) => join.onRef('b.character_id', '=', 'c.id').on('b.expires_at', '>', now))
    .select(['p.id', 'p.name', 'p.place_type', 'w.performer_id', 'b.performer_name', 'b.experience_bonus_percent', 'b.regeneration_multiplier', 'b.expires_at'])
    .select(canPerformSql(characterId).as('can_perform'))
    .where('c.id', '=', characterId)
    .executeTakeFirstOrThrow();
  const performances = await db
    .selectFrom('performances as pf')
    .innerJoin('characters as pc', 'pc.id', 'pf.character_id')
    .select(['pc.id', 'pc.name', 'pf.kind', 'pf.started_at', 'pf.tips_received', 'pf.performance_bonus'])
    .select(sql<{ id: number; name: string }[]>`(
      SELECT coalesce(jsonb_agg(jsonb_build_object('id', wc.id, 'name', wc.name) ORDER BY wc.name), '[]'::jsonb)
      FROM performance_watchers pw JOIN characters wc ON wc.id = pw.character_id WHERE pw.performer_id = pf.character_id)`.as('watchers'))
    .where('pf.place_id', '=', head.id)
    .whereRef('pc.place_id', '=', 'pf.place_id')
    .orderBy('pf.started_at')
    .orderBy('pf.character_id')
    .execute();
  const buff: EntertainmentBuff | null =
    head.performer_name !== null && head.experience_bonus_percent !== null && head.regeneration_multiplier !== null && head.expires_at !== null
      ? { performer_name: head.performer_name, experience_bonus_percent: head.experience_bonus_percent, regeneration_multiplier: head.regeneration_multiplier, expires_at: head.expires_at.toISOString() }
      : null;
  return {
    place: { id: head.id, name: head.name, place_type: head.place_type },
    is_social: isSocialPlace(head.place_type),
    can_perform: head.can_perform,
    performances: performances.map(presentPerformance),
    watching_id: head.performer_id,
    buff,
  };
}

interface PerformanceRow {
  id: number;
  name: string;
  kind: PerformanceKind;
  started_at: Date;
  tips_received: number;
  performance_bonus: number;
  watchers: { id: number; name: string }[];
}

function presentPerformance(p: PerformanceRow) {
  const strength = buffOf(p.performance_bonus);
  return {
    performer: { id: p.id, name: p.name },
    kind: p.kind,
    started_at: p.started_at.toISOString(),
    watchers: p.watchers,
    tips_received: Number(p.tips_received),
    buff: { experience_bonus_percent: strength.experienceBonusPercent, regeneration_multiplier: strength.regenerationMultiplier },
  };
}
