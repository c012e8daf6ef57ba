import type { QuestAct, QuestTargetType } from './questSteps';

/**
 * Acts a party shares where it stands together (docs/GAME_RULES.md "Parties and quests"): a fight
 * won, a trade made, a contract delivered in a system advance the same active step of the party
 * members beside the one who acted. Journeys, refuels, visits, accepted contracts and what a
 * captain learns stay the captain's own.
 */
export const PARTY_SHARED_ACTS: readonly QuestTargetType[] = ['defeat', 'trade', 'buy', 'sell', 'sell_profit', 'deliver'];

/** The acts of a report that party members beside the actor share. */
export function partySharedActs(acts: readonly QuestAct[]): QuestAct[] {
  return acts.filter((act) => PARTY_SHARED_ACTS.includes(act.type));
}
