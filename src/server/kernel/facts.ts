import type { CharacterAct } from './withCharacterLock';

/**
 * What a character's act did, told to whoever listens (missions and quest progress today) inside
 * the act's transaction. The acting character is the act's (`act.character`), so a fact names only
 * what happened. A domain publishes facts instead of importing the domains that care about them.
 */
export type Fact =
  /** A market buy or sale; a sale's revenue and profit (revenue less what the hold paid). */
  | { kind: 'TradeDone'; side: 'buy'; commodityId: number; quantity: number }
  | { kind: 'TradeDone'; side: 'sell'; commodityId: number; quantity: number; revenue: number; profit: number }
  | { kind: 'Refuelled'; shipId: number }
  | { kind: 'JourneyStarted'; journeyId: number }
  /** A journey landed in `superAreaId` (the system it ends in), at `placeId` (the character stands there now). */
  | { kind: 'JourneyArrived'; journeyId: number; superAreaId: number; placeId: number }
  /** The character walked or rode a shuttle to another place of its system (a hyperspace arrival is JourneyArrived). */
  | { kind: 'PlaceEntered'; placeId: number }
  /** An enemy defeated: its template, its level, and the system of the fight (none in deep space). */
  | { kind: 'FightWon'; enemyId: number; enemyLevel: number; superAreaId: number | null }
  | { kind: 'ItemEquipped'; itemId: number; itemTemplateId: number }
  | { kind: 'SkillLearned'; skillId: number }
  | { kind: 'ProfessionStarted'; professionId: number }
  | { kind: 'ContractAccepted'; contractId: number }
  /** A contract delivered; `creditsEarned`: the reward the deliverer kept after the party's shares. */
  | { kind: 'ContractDelivered'; contractId: number; creditsEarned: number }
  | { kind: 'CharacterCreated' };

export type FactKind = Fact['kind'];
export type FactOf<K extends FactKind> = Extract<Fact, { kind: K }>;

/** Hears one kind of fact inside the publishing act: its transaction, outbox and credits are the listener's too. */
export type FactListener<K extends FactKind = FactKind> = (fact: FactOf<K>, act: CharacterAct) => Promise<void>;

/**
 * Who listens to which facts: one registry per app (`app.ts` builds it and registers the
 * listeners), reaching acts through `MoneyDeps` and the tick context. Listeners of a fact run in
 * the order they were registered; one that throws rolls the whole act back.
 */
export class FactListeners {
  private readonly listeners = new Map<FactKind, FactListener[]>();

  on<K extends FactKind>(kind: K, listener: FactListener<K>): this {
    const list = this.listeners.get(kind) ?? [];
    list.push(listener as unknown as FactListener);
    this.listeners.set(kind, list);
    return this;
  }

  /** Runs the listeners of `fact` one after the other in `act`. */
  async deliver(fact: Fact, act: CharacterAct): Promise<void> {
    for (const listener of this.listeners.get(fact.kind) ?? []) await listener(fact, act);
  }
}
