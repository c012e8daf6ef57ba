import { sql } from 'kysely';
import type { RefuelResponse } from '../../../shared/api';
import { REFUEL_QUEST_ACTS } from '../../../shared/rules/missions/refuelQuestActs';
import { eventLogLine } from '../../../shared/rules/notifications/eventLogEntry';
import { fuelAfterRefuel, FUEL_PLACE_TYPES, hundredths, REFUEL_PRICE_PER_UNIT, refuelCost, refuelPlaceProblem, refuelProblem } from '../../../shared/rules/ships/refuel';
import { preparedStatement } from '../../db/preparedStatements';
import { SHIP_NOT_FOUND } from '../../kernel/locks';
import { notFound, refused, type Refusal } from '../../kernel/refusal';
import { queueShipStatusChanged } from '../../kernel/shipStatusEvent';
import { TRAVELLING_MESSAGE } from '../../kernel/travelGuard';
import type { MoneyDeps } from '../../kernel/withCharacterLock';
import { Outbox, publishOutbox } from '../../realtime/afterCommit';
import { NO_ACTIVE_SHIP, refuelledMessage } from './refuelWords';

/**
 * A refuel in one round trip to PostgreSQL (issue 40): one `ship_refuel` call (migration 0030a)
 * locks the character and then its active ship, as the full act does, decides under those locks
 * and refuses or applies it (the fuel, the credits with their ledger row, the captain's log line
 * of the ShipStatusChanged sent here after COMMIT), as `market_buy` does a trade.
 *
 * The pure rule (shared/rules/ships/refuel.ts) words a refusal from the rows the call read
 * locked, and checks the call's numbers: should they ever disagree, the refuel fails loudly rather
 * than answer numbers that were not charged (held equal by refuelOneCall.test.ts). A refuel a
 * quest would hear (a fuel mission's step) is left to the full act: the call says so first.
 */

/** What `ship_refuel` read under its locks. */
interface LockedTank {
  fuel: number;
  max_fuel: number;
  credits: number;
  ship_id: number;
  ship_name: string;
}

type CallAnswer =
  | { status: 'quest' | 'no_character' | 'travelling' | 'no_ship' | 'ship_not_found' }
  | { status: 'no_fuel_here'; place_type: string; place_name: string }
  | { status: 'refused'; scene: LockedTank }
  | { status: 'done'; scene: LockedTank; new_fuel: number; cost: number; balance: number };

/**
 * Above any tank's room in hundredths (numeric(10, 2)): an amount too large for a bigint is
 * refused as one the tank has no room for, as the pure rule refuses it.
 */
const AMOUNT_CEILING = 1e15;

/** A refusal the call answered before reading the tank, in the full act's words. */
function earlyRefusal(answer: CallAnswer): Refusal | undefined {
  switch (answer.status) {
    case 'no_character':
      return notFound('Character not found.');
    case 'travelling':
      return refused(TRAVELLING_MESSAGE);
    case 'no_fuel_here':
      return refused(refuelPlaceProblem(answer.place_type, answer.place_name) ?? `ship_refuel refused fuel at a ${answer.place_type}`);
    case 'no_ship':
      return refused(NO_ACTIVE_SHIP);
    case 'ship_not_found':
      return notFound(SHIP_NOT_FOUND);
    default:
      return undefined;
  }
}

/** The refuel in one call (see above), or null when a quest would hear it and the full act must do it. Throws the full act's refusals, in its words. */
export async function refuelInOneCall(deps: MoneyDeps, characterId: number, amount: number): Promise<RefuelResponse | null> {
  const now = deps.clock.now();
  const line = eventLogLine('ShipStatusChanged', null);
  const call = {
    character_id: characterId,
    amount_hundredths: Math.max(-1, Math.min(AMOUNT_CEILING, Number.isFinite(amount) ? hundredths(amount) : AMOUNT_CEILING)),
    price_per_unit: REFUEL_PRICE_PER_UNIT,
    fuel_place_types: FUEL_PLACE_TYPES,
    quest_acts: REFUEL_QUEST_ACTS,
    at: now.toISOString(),
    log: { app_id: line.appId, type: line.type },
  };
  const { rows } = await sql<{ answer: CallAnswer }>`SELECT ship_refuel(${JSON.stringify(call)}::jsonb) AS answer ${preparedStatement}`.execute(deps.db);
  const answer = rows[0]?.answer;
  if (!answer) throw new Error('ship_refuel answered nothing');
  if (answer.status === 'quest') return null;
  const early = earlyRefusal(answer);
  if (early) throw early;
  if (answer.status !== 'refused' && answer.status !== 'done') throw new Error(`ship_refuel answered ${answer.status}`);
  const { scene } = answer;
  const problem = refuelProblem({ amount, fuel: Number(scene.fuel), maxFuel: scene.max_fuel, credits: Number(scene.credits) });
  if (problem && answer.status === 'refused') throw refused(problem, 'fuel_amount');
  const cost = refuelCost(amount);
  const newFuel = fuelAfterRefuel(Number(scene.fuel), amount);
  if (problem || answer.status !== 'done' || Number(answer.cost) !== cost || Number(answer.new_fuel) !== newFuel) {
    throw new Error(`ship_refuel and the pure rule disagree on ${amount} units at ${scene.fuel} of ${scene.max_fuel}: ${answer.status === 'done' ? `charged ${answer.cost} for ${answer.new_fuel}` : 'refused'}, planned ${problem ?? `${cost} for ${newFuel}`}`);
  }
  const outbox = new Outbox(now);
  queueShipStatusChanged(outbox, characterId, { ship_id: scene.ship_id, change: 'refueled', message: refuelledMessage(scene.ship_name, newFuel, scene.max_fuel, cost) });
  await publishOutbox(deps.broadcaster, outbox);
  return { new_fuel_level: newFuel, credits_remaining: Number(answer.balance), cost };
}
