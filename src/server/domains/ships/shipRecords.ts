import type { Transaction } from 'kysely';
import type { AddShipPartRequest, AddShipUpgradeRequest, ShipPart, ShipUpgradeRecord } from '../../../shared/api';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { notFound, refused } from '../../kernel/refusal';
import { lockOwnedShip } from '../../kernel/locks';

/** A ship's log keeps at most this many part records and as many upgrade records. */
export const MAX_RECORDS_PER_SHIP = 30;

type RecordTable = 'ship_parts' | 'ship_upgrades';

/** Locks the ship (so two adds cannot both pass the limit) and checks it has room for one more record. */
async function roomForRecord(trx: Transaction<Database>, characterId: number, shipId: number, table: RecordTable, what: string): Promise<void> {
  await lockOwnedShip(trx, characterId, shipId);
  const { count } = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('ship_id', '=', shipId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_RECORDS_PER_SHIP) throw refused(`A ship can list at most ${MAX_RECORDS_PER_SHIP} ${what}.`);
}

/** Removes one record of one of the character's ships; anything else is not found. */
async function removeRecord(db: Db, characterId: number, shipId: number, table: RecordTable, recordId: number, missing: string): Promise<void> {
  const result = await db
    .deleteFrom(table)
    .where('id', '=', recordId)
    .where('ship_id', '=', shipId)
    .where('ship_id', 'in', (eb) => eb.selectFrom('ships').select('id').where('character_id', '=', characterId))
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(missing);
}

/** The parts and upgrade records a captain keeps on a ship (seed 001 §7 Ships): notes, no effect on stats. */
export class ShipRecords {
  constructor(private readonly db: Db) {}

  async addPart(characterId: number, shipId: number, input: AddShipPartRequest): Promise<ShipPart> {
    return this.db.transaction().execute(async (trx) => {
      await roomForRecord(trx, characterId, shipId, 'ship_parts', 'parts');
      return trx
        .insertInto('ship_parts')
        .values({ ship_id: shipId, name: input.name, type: input.type, meta_data: JSON.stringify(input.meta_data ?? {}) })
        .returning(['id', 'name', 'type', 'meta_data'])
        .executeTakeFirstOrThrow();
    });
  }

  removePart(characterId: number, shipId: number, partId: number): Promise<void> {
    return removeRecord(this.db, characterId, shipId, 'ship_parts', partId, 'Part not found.');
  }

  async addUpgrade(characterId: number, shipId: number, input: AddShipUpgradeRequest): Promise<ShipUpgradeRecord> {
    return this.db.transaction().execute(async (trx) => {
      await roomForRecord(trx, characterId, shipId, 'ship_upgrades', 'upgrades');
      return trx
        .insertInto('ship_upgrades')
        .values({ ship_id: shipId, name: input.name, meta_data: JSON.stringify(input.meta_data ?? {}) })
        .returning(['id', 'name', 'meta_data'])
        .executeTakeFirstOrThrow();
    });
  }

  removeUpgrade(characterId: number, shipId: number, upgradeId: number): Promise<void> {
    return removeRecord(this.db, characterId, shipId, 'ship_upgrades', upgradeId, 'Upgrade not found.');
  }
}
