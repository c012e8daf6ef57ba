import { combatPart } from '../combat/combatPart';
import { contractDeadlinePart } from '../contracts/contractDeadlinePart';
import { equipmentPart, inventoryPart } from '../inventory/inventoryPart';
import { missionsPart } from '../missions/missionsPart';
import { shipSummaryPart } from '../ships/shipSummaryPart';
import { travelSummaryPart } from '../travel/travelSummary';
import type { CharacterPart } from '../../kernel/characterPart';

/**
 * The domains' parts of the Character, each a column of the one character statement. A new
 * domain (inventory, skills, missions...) adds its fragment file and one line here.
 */
const characterParts = {
  ships: shipSummaryPart,
  travel: travelSummaryPart,
  tradingContracts: contractDeadlinePart,
  inventory: inventoryPart,
  equipment: equipmentPart,
  combat: combatPart,
  missions: missionsPart,
} satisfies Record<string, CharacterPart<unknown, unknown>>;

type Parts = typeof characterParts;

/** What other domains contribute to a Character payload. */
export type CharacterExtras = { [K in keyof Parts]: ReturnType<Parts[K]['present']> };

const partNames = Object.keys(characterParts) as (keyof Parts)[];
const columnOf = (name: keyof Parts) => `part_${name}` as const;

/** Every domain's fragment as a named column of the character statement. */
export function characterPartColumns(now: Date) {
  return partNames.map((name) => (characterParts[name] as CharacterPart<unknown, unknown>).sql(now).as(columnOf(name)));
}

/** One domain's part of the Character from the row the one statement read. */
function partOf<K extends keyof Parts>(row: object, name: K): CharacterExtras[K] {
  const column = (row as Record<string, unknown>)[columnOf(name)];
  return (characterParts[name] as CharacterPart<unknown, unknown>).present(column) as CharacterExtras[K];
}

/** Whether the row's journey has an event or arrival the clock has not settled yet (the travel part alone). */
export function journeyDue(row: object): boolean {
  return partOf(row, 'travel').due;
}

/** Each domain's part of the Character from the row the one statement read. */
export function extrasOf(row: object): CharacterExtras {
  return Object.fromEntries(partNames.map((name) => [name, partOf(row, name)])) as CharacterExtras;
}
