import type { FactListeners } from '../../kernel/facts';
import { completeBounty } from './completeBounty';

/** Bounties listen for won fights: the one against a hunted target completes its bounty. app.ts registers this. */
export function listenForBounties(facts: FactListeners): void {
  facts.on('FightWon', (fact, act) => completeBounty(act, fact.enemyId));
}
