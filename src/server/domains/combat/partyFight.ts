import { sql, type Transaction } from 'kysely';
import type { JoinFightResponse, PartyFight } from '../../../shared/api';
import { isIncapacitated, type Pools } from '../../../shared/rules/combat/hamRules';
import { NO_ACTIVE_COMBAT_SESSION, type WeaponType } from '../../../shared/rules/combat/combatTerms';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { refused } from '../../kernel/refusal';
import { partyMatesBesideSql } from '../../kernel/partyMatesBeside';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import type { Outbox } from '../../realtime/afterCommit';
import { activeFightOf, alliesOf, asSeenBy } from './allies';
import { queueCombatUpdated } from './combatEvents';
import type { CombatRow } from './combatPart';
import { lockCombatRow, poolsOf, readGear } from './fighter';
import { takeDefeat, type Winner } from './finishSession';
import { presentSession, type SessionRow } from './sessionRecord';
import { ALREADY_IN_COMBAT, INCAPACITATED } from './startSession';

export const partyFightTexts = {
  alreadyInThisFight: 'You are already in this fight.',
  notYourParty: 'Only members of the fighter’s party can join this fight.',
  inHyperspace: 'That fight is aboard a ship in hyperspace: nobody can join it.',
  elsewhere: (name: string) => `${name} fights in another system: travel there to join the fight.`,
};

/** The fighters standing when the fight is won, each with the weapon it fought with. */
export async function winnersOf(trx: Transaction<Database>, ids: readonly number[], actorId: number, actorWeapon: WeaponType): Promise<Winner[]> {
  const winners: Winner[] = [];
  for (const id of ids) winners.push({ id, weaponType: id === actorId ? actorWeapon : (await readGear(trx, id)).weaponType });
  return winners;
}

async function nameOf(trx: Transaction<Database>, characterId: number): Promise<string> {
  return (await trx.selectFrom('characters').select('name').where('id', '=', characterId).executeTakeFirstOrThrow()).name;
}

const notifyAll = async (trx: Transaction<Database>, outbox: Outbox, row: SessionRow) => {
  for (const id of [row.character_id, ...(await alliesOf(trx, row.id)).map((a) => a.character_id)]) {
    queueCombatUpdated(outbox, id, { session_id: row.id, status: row.status, turn_number: row.turn_number, message: row.message ?? '' });
  }
};

/**
 * One fighter of a party falls (paying a defeat's cost) or gets away while the others fight on:
 * it is out of the session, which goes on; every fighter hears CombatUpdated.
 */
export async function leaveFight(
  trx: Transaction<Database>,
  outbox: Outbox,
  session: SessionRow,
  who: { characterId: number; ally: boolean; combat: CombatRow; pools: Pools; fell: boolean },
): Promise<SessionRow> {
  const penalties = who.fell ? await takeDefeat(trx, who.characterId, who.combat, who.pools) : null;
  const cost = penalties ? JSON.stringify(penalties) : null;
  if (who.ally) {
    await trx.updateTable('combat_session_allies').set({ status: who.fell ? 'down' : 'left', penalties: cost, defending: false }).where('session_id', '=', session.id).where('character_id', '=', who.characterId).execute();
  }
  const name = await nameOf(trx, who.characterId);
  const message = `${session.message ?? ''} ${name} ${who.fell ? 'falls' : 'is out of the fight'}; the party fights on.`.trim();
  const row = await trx
    .updateTable('combat_sessions')
    .set({ message, ...(who.ally ? {} : { owner_out: true, penalties: cost, player_defending: false }) })
    .where('id', '=', session.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await notifyAll(trx, outbox, row);
  return row;
}

/**
 * POST session/{id}/join: a party member standing in the fighter's system (not travelling, not in
 * another fight, not incapacitated) joins a running ground fight as an ally. Locks the joiner, then
 * the session; from now on each of the party's fighters acts on the shared turns.
 */
export function joinFight(deps: MoneyDeps, characterId: number, sessionId: number): Promise<JoinFightResponse> {
  return withCharacterLock(deps, characterId, async ({ trx, outbox, now, character }) => {
    const session = await trx.selectFrom('combat_sessions').selectAll().where('id', '=', sessionId).forUpdate().executeTakeFirst();
    if (!session || session.status !== 'active') throw refused(NO_ACTIVE_COMBAT_SESSION);
    const allies = await alliesOf(trx, sessionId);
    if (session.character_id === characterId || allies.some((a) => a.character_id === characterId)) throw refused(partyFightTexts.alreadyInThisFight);
    const together = await sql<{ owner_name: string; same_system: boolean }>`
      SELECT o.name AS owner_name, op.super_area_id = mp.super_area_id AS same_system
      FROM party_members me
      JOIN party_members them ON them.party_id = me.party_id AND them.character_id = ${session.character_id}
      JOIN characters o ON o.id = them.character_id
      JOIN places op ON op.id = o.place_id
      JOIN places mp ON mp.id = ${character.place_id}
      WHERE me.character_id = ${characterId}`.execute(trx);
    const party = together.rows[0];
    if (!party) throw refused(partyFightTexts.notYourParty);
    if (session.arena !== 'ground' || session.journey_id !== null) throw refused(partyFightTexts.inHyperspace);
    if (!party.same_system) throw refused(partyFightTexts.elsewhere(party.owner_name));
    if ((await activeFightOf(trx, characterId)) !== null) throw refused(ALREADY_IN_COMBAT);
    if (isIncapacitated(poolsOf(await lockCombatRow(trx, characterId)))) throw refused(INCAPACITATED);

    const ally = await trx.insertInto('combat_session_allies').values({ session_id: sessionId, character_id: characterId, joined_at: now }).returningAll().executeTakeFirstOrThrow();
    const message = `${await nameOf(trx, characterId)} joins ${party.owner_name}'s fight.`;
    const row = await trx.updateTable('combat_sessions').set({ message, last_action_at: now }).where('id', '=', sessionId).returningAll().executeTakeFirstOrThrow();
    await notifyAll(trx, outbox, row);
    const combat = await lockCombatRow(trx, characterId);
    return { success: true, message, session: await presentSession(trx, asSeenBy(row, ally), { pools: poolsOf(combat), stanceId: combat.stance_id }) };
  });
}

/** GET party-fights: the running ground fights of the character's party members in its system that it is not in. */
export async function partyFights(db: Db, characterId: number): Promise<{ fights: PartyFight[] }> {
  const result = await sql<PartyFight>`
    SELECT s.id::int AS session_id, o.id::int AS character_id, o.name, s.opponent->>'name' AS opponent_name, (s.opponent->>'level')::int AS opponent_level,
           s.turn_number, ((CASE WHEN s.owner_out THEN 0 ELSE 1 END) + (SELECT count(*) FROM combat_session_allies a WHERE a.session_id = s.id AND a.status = 'fighting'))::int AS fighters
    FROM characters o
    JOIN combat_sessions s ON s.character_id = o.id AND s.status = 'active' AND s.arena = 'ground' AND s.journey_id IS NULL
    WHERE o.id IN ${partyMatesBesideSql(characterId)}
      AND NOT EXISTS (SELECT 1 FROM combat_session_allies a WHERE a.session_id = s.id AND a.character_id = ${characterId})
    ORDER BY s.id`.execute(db);
  return { fights: result.rows };
}
