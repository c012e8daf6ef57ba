import type { CharacterShip } from '../../../shared/api';
import type { Db } from '../../db/database';
import { contractDeadlines } from '../contracts/contractDeadlines';
import { shipSummaries } from '../ships/shipSummaries';
import { NOT_TRAVELLING, travelSummaries, type TravelSummary } from '../travel/travelSummary';

/** What other domains contribute to a Character payload. */
export interface CharacterExtras {
  ships: CharacterShip[];
  travel: TravelSummary;
  tradingContracts: { id: number; deadline: string }[];
}

/** Each domain's part of the Character, for any number of characters, a query per domain. */
export async function loadCharacterExtras(db: Db, characterIds: readonly number[], now: Date): Promise<Map<number, CharacterExtras>> {
  const [ships, travel, contracts] = await Promise.all([
    shipSummaries(db, characterIds),
    travelSummaries(db, characterIds, now),
    contractDeadlines(db, characterIds),
  ]);
  return new Map(
    characterIds.map((id) => [
      id,
      { ships: ships.get(id) ?? [], travel: travel.get(id) ?? NOT_TRAVELLING, tradingContracts: contracts.get(id) ?? [] },
    ]),
  );
}
