import { sql } from 'kysely';
import { travellingSql } from './travelGuard';

/**
 * The ids of the character's party mates standing in its star system, neither of them on a
 * journey (docs/GAME_RULES.md "Parties and quests"): those who share a contract's reward, a
 * quest step and a ground fight. A subquery, not a read, so each caller keeps its one statement.
 */
export function partyMatesBesideSql(characterId: number) {
  return sql<number>`(
    SELECT m.character_id
    FROM party_members mine
    JOIN party_members m ON m.party_id = mine.party_id AND m.character_id <> mine.character_id
    JOIN characters self ON self.id = mine.character_id
    JOIN places here ON here.id = self.place_id
    JOIN characters mate ON mate.id = m.character_id
    JOIN places there ON there.id = mate.place_id AND there.super_area_id = here.super_area_id
    WHERE mine.character_id = ${characterId}
      AND NOT ${travellingSql('self')} AND NOT ${travellingSql('mate')})`;
}
