import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { prepared } from '../../db/preparedStatements';
import type { LockedCharacter } from '../../kernel/locks';
import type { JourneyRow } from './journeyRecord';

/** A journey the due-journeys scan found: whose it is and which ship flies it (neither ever changes). */
export interface DueJourney {
  id: number;
  character_id: number;
  ship_id: number | null;
}

/** What settling reads of the journey's ship: its hull. */
export interface ShipHull {
  id: number;
  durability: number;
  maxDurability: number;
  damage: number;
}

/** The traveller, the journey and its ship, each read under its row lock. */
export interface LockedJourney {
  traveller: LockedCharacter;
  row: JourneyRow;
  ship: ShipHull | undefined;
}

const TRAVELLER = ['c.credits as traveller_credits', 'c.place_id as traveller_place_id', 'c.active_ship_id as traveller_active_ship_id'] as const;

// FROM and the locking clauses name the rows in the same order, character, ship, journey:
// PostgreSQL locks the rows of an output row in that order, each at its newest version, and
// rechecks the row once a lock waited, as three lock statements in a row would.
function lockWithShip(trx: Transaction<Database>, due: DueJourney, shipId: number) {
  return prepared(
    trx
      .selectFrom(['characters as c', 'ships as s', 'journeys as j'])
      .selectAll('j')
      .select(TRAVELLER)
      .select(['s.durability as ship_durability', 's.max_durability as ship_max_durability', 's.damage as ship_damage'])
      .where('c.id', '=', due.character_id)
      .where('s.id', '=', shipId)
      .where('j.id', '=', due.id)
      .forNoKeyUpdate('c')
      .forUpdate(['s', 'j']),
  ).executeTakeFirst();
}

function lockWithoutShip(trx: Transaction<Database>, due: DueJourney) {
  return prepared(trx.selectFrom(['characters as c', 'journeys as j']).selectAll('j').select(TRAVELLER).where('c.id', '=', due.character_id).where('j.id', '=', due.id).forNoKeyUpdate('c').forUpdate('j')).executeTakeFirst();
}

/**
 * Locks the traveller, the journey's ship, then the journey, in the house order, in ONE statement
 * (issue 40: three round trips were three lock statements): the ids come from the due-journeys
 * scan. A journey without a ship (a shuttle ride), or whose ship is gone, locks the character and
 * the journey. Undefined when the journey (or its traveller) is gone.
 */
export async function lockJourney(trx: Transaction<Database>, due: DueJourney): Promise<LockedJourney | undefined> {
  const shipId = due.ship_id;
  if (shipId !== null) {
    const withShip = await lockWithShip(trx, due, shipId);
    if (withShip) {
      const { ship_durability, ship_max_durability, ship_damage, ...rest } = withShip;
      return { ...lockedOf(due, rest), ship: { id: shipId, durability: Number(ship_durability), maxDurability: ship_max_durability, damage: Number(ship_damage) } };
    }
  }
  const alone = await lockWithoutShip(trx, due);
  return alone ? { ...lockedOf(due, alone), ship: undefined } : undefined;
}

function lockedOf(due: DueJourney, locked: JourneyRow & { traveller_credits: number; traveller_place_id: number; traveller_active_ship_id: number | null }): Omit<LockedJourney, 'ship'> {
  const { traveller_credits, traveller_place_id, traveller_active_ship_id, ...row } = locked;
  return { traveller: { id: due.character_id, credits: traveller_credits, place_id: traveller_place_id, active_ship_id: traveller_active_ship_id }, row };
}
