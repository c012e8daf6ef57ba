import type { Mission } from '../../../shared/api';
import { combatPart } from '../combat/combatPart';
import { entertainmentBuffPart } from '../entertainment/entertainmentBuffPart';
import { contractDeadlinePart } from '../contracts/contractDeadlinePart';
import { equipmentPart, inventoryPart } from '../inventory/inventoryPart';
import { shipSummaryPart } from '../ships/shipSummaryPart';
import { pendingTrainingPart } from '../skills/pendingTrainingPart';
import { travelSummaryPart } from '../travel/travelSummary';
import type { CharacterPart } from '../../kernel/characterPart';

/**
 * The domains' parts of the Character, each a column of the one character statement. A new
 * domain (inventory, skills...) adds its fragment file and one line here.
 */
const ownParts = {
  ships: shipSummaryPart,
  travel: travelSummaryPart,
  tradingContracts: contractDeadlinePart,
  inventory: inventoryPart,
  equipment: equipmentPart,
  combat: combatPart,
  pendingTraining: pendingTrainingPart,
  entertainmentBuff: entertainmentBuffPart,
} satisfies Record<string, CharacterPart<unknown, unknown>>;

/**
 * The parts of rooms this domain may not import (missions listens to facts and no domain imports
 * it): app.ts hands them in.
 */
export interface HandedInParts {
  missions: CharacterPart<unknown, Mission[]>;
}

type Parts = typeof ownParts & HandedInParts;

/** What other domains contribute to a Character payload. */
export type CharacterExtras = { [K in keyof Parts]: ReturnType<Parts[K]['present']> };

const columnOf = (name: keyof Parts) => `part_${name}` as const;

/** Every part of the Character, in one fixed order (the statement's text never changes). */
export class CharacterParts {
  private readonly parts: Parts;
  private readonly names: (keyof Parts)[];

  constructor(handedIn: HandedInParts) {
    this.parts = { ...ownParts, ...handedIn };
    this.names = Object.keys(this.parts) as (keyof Parts)[];
  }

  /** Every domain's fragment as a named column of the character statement. */
  columns(now: Date) {
    return this.names.map((name) => (this.parts[name] as CharacterPart<unknown, unknown>).sql(now).as(columnOf(name)));
  }

  /** One domain's part of the Character from the row the one statement read. */
  private partOf<K extends keyof Parts>(row: object, name: K): CharacterExtras[K] {
    const column = (row as Record<string, unknown>)[columnOf(name)];
    return (this.parts[name] as CharacterPart<unknown, unknown>).present(column) as CharacterExtras[K];
  }

  /** Whether the row's journey has an event or arrival the clock has not settled yet (the travel part alone). */
  journeyDue(row: object): boolean {
    return this.partOf(row, 'travel').due;
  }

  /** Each domain's part of the Character from the row the one statement read. */
  extrasOf(row: object): CharacterExtras {
    return Object.fromEntries(this.names.map((name) => [name, this.partOf(row, name)])) as CharacterExtras;
  }
}
