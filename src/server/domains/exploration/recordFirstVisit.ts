import { sql } from 'kysely';
import { firstVisitExperience } from '../../../shared/rules/exploration/firstVisitExperience';
import { grantExperience } from '../../kernel/grants/grantExperience';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { characterModifiers, learnedModifiersSql, type LearnedModifiers } from '../skills/characterModifiers';

interface VisitRow {
  place: string;
  location: string;
  location_known: boolean;
  first: boolean;
  learned: LearnedModifiers[];
}

/**
 * Records that the acting character stands at `placeId`, in one statement inside its act: the
 * first visit of a place pays scouting experience (more for the first place of a location never
 * seen), raised by the `exploration` modifier; a place seen before pays nothing. With `quietly`
 * (where a character begins) it is recorded without pay.
 */
export async function recordFirstVisit(act: CharacterAct, placeId: number, quietly = false): Promise<void> {
  const characterId = act.character.id;
  // `known` reads the table as it was before this statement's insert (one snapshot per statement).
  const { rows } = await sql<VisitRow>`
    WITH place AS (
      SELECT p.id, p.name, p.location_id, p.super_area_id, l.name AS location_name
      FROM places p JOIN locations l ON l.id = p.location_id WHERE p.id = ${placeId}
    ), inserted AS (
      INSERT INTO explored_places (character_id, place_id, location_id, super_area_id, first_visited_at)
      SELECT ${characterId}, id, location_id, super_area_id, ${act.now} FROM place
      ON CONFLICT DO NOTHING RETURNING place_id
    )
    SELECT place.name AS place, place.location_name AS location,
      EXISTS (SELECT 1 FROM explored_places e WHERE e.character_id = ${characterId} AND e.location_id = place.location_id) AS location_known,
      EXISTS (SELECT 1 FROM inserted) AS first,
      ${quietly ? sql`'[]'::jsonb` : learnedModifiersSql(characterId)} AS learned
    FROM place`.execute(act.trx);
  const visit = rows[0];
  if (!visit?.first || quietly) return;
  const kind = visit.location_known ? 'place' : 'location';
  const amount = firstVisitExperience(kind, characterModifiers(visit.learned).exploration);
  const name = kind === 'location' ? visit.location : visit.place;
  await grantExperience(act.trx, characterId, 'scouting', amount, act.outbox, `First visit to ${name}: +${amount} scouting experience.`);
}
