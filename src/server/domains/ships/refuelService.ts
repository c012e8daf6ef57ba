import type { RefuelResponse, ShipStatusResponse } from '../../../shared/api';
import { fuelAfterRefuel, REFUEL_PRICE_PER_UNIT, refuelCost, refuelPlaceProblem, refuelProblem } from '../../../shared/rules/ships/refuel';
import { percentOf } from '../../../shared/rules/ships/shipCondition';
import { prepared } from '../../db/preparedStatements';
import { notFound, refused } from '../../kernel/refusal';
import { lockOwnedShip } from '../../kernel/locks';
import { queueShipStatusChanged } from '../../kernel/shipStatusEvent';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { travellingSql } from '../../kernel/travelGuard';
import { refuelInOneCall } from './refuelInOneCall';
import { NO_ACTIVE_SHIP, refuelledMessage } from './refuelWords';

const TRAVELLING = 'You cannot refuel while travelling.';

/** The active ship's status and refuelling (seed 001 §5, §7: 10 credits a unit, docked at a place that sells fuel). */
export class RefuelService {
  constructor(private readonly deps: MoneyDeps) {}

  /** The active ship and whether it may refuel here, in one statement. */
  async status(characterId: number): Promise<ShipStatusResponse> {
    const row = await prepared(this.deps.db.selectFrom('characters as c'))
      .innerJoin('places as p', 'p.id', 'c.place_id')
      .leftJoin('ships as s', 's.id', 'c.active_ship_id')
      .select(['p.place_type', 'p.name as place_name', 's.id', 's.name', 's.fuel', 's.max_fuel', 's.fuel_efficiency', 's.speed', 's.durability', 's.max_durability'])
      .select(travellingSql().as('is_travelling'))
      .where('c.id', '=', characterId)
      .executeTakeFirstOrThrow();
    if (row.id === null) throw notFound(NO_ACTIVE_SHIP);
    const reason = row.is_travelling ? TRAVELLING : refuelPlaceProblem(row.place_type, row.place_name);
    return {
      ship: {
        id: row.id,
        name: row.name ?? '',
        fuel: row.fuel ?? 0,
        max_fuel: row.max_fuel ?? 0,
        fuel_efficiency: row.fuel_efficiency ?? 0,
        speed: row.speed ?? 0,
        durability: row.durability ?? 0,
        max_durability: row.max_durability ?? 0,
        condition: percentOf(row.durability ?? 0, row.max_durability ?? 0),
      },
      refuel: { available: reason === null, reason, price_per_unit: REFUEL_PRICE_PER_UNIT },
    };
  }

  /**
   * Buys `amount` units for the active ship under the character's and the ship's locks, then
   * announces ShipStatusChanged: in one call to PostgreSQL unless a quest would hear the refuel
   * (then the full act, with the missions' work).
   */
  async refuel(characterId: number, amount: number): Promise<RefuelResponse> {
    return (await refuelInOneCall(this.deps, characterId, amount)) ?? this.refuelUnderLocks(characterId, amount);
  }

  /** The full act: one locked transaction whose Refuelled fact the missions hear. */
  private refuelUnderLocks(characterId: number, amount: number): Promise<RefuelResponse> {
    return withCharacterLock(this.deps, characterId, async ({ trx, outbox, character, moveCredits, publish }) => {
      const place = await trx.selectFrom('places').select(['place_type', 'name']).where('id', '=', character.place_id).executeTakeFirstOrThrow();
      const placeProblem = refuelPlaceProblem(place.place_type, place.name);
      if (placeProblem) throw refused(placeProblem);
      if (character.active_ship_id === null) throw refused(NO_ACTIVE_SHIP);
      const ship = await lockOwnedShip(trx, characterId, character.active_ship_id);
      const problem = refuelProblem({ amount, fuel: ship.fuel, maxFuel: ship.max_fuel, credits: character.credits });
      if (problem) throw refused(problem, 'fuel_amount');

      const cost = refuelCost(amount);
      const newFuel = fuelAfterRefuel(ship.fuel, amount);
      await trx.updateTable('ships').set({ fuel: newFuel }).where('id', '=', ship.id).execute();
      const credits = await moveCredits({ amount: -cost, reason: 'refuel', reference: { type: 'ship', id: ship.id } });
      await publish({ kind: 'Refuelled', shipId: ship.id });
      queueShipStatusChanged(outbox, characterId, {
        ship_id: ship.id,
        change: 'refueled',
        message: refuelledMessage(ship.name, newFuel, ship.max_fuel, cost),
      });
      return { new_fuel_level: newFuel, credits_remaining: credits, cost };
    });
  }
}
