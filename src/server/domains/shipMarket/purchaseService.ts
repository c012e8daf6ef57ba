import type { PurchaseShipResponse } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { deliveryFuel } from '../../../shared/rules/ships/refuel';
import { finalPrice } from '../../../shared/rules/ships/tradeIn';
import { notFound, refused } from '../../kernel/refusal';
import { lockOwnedShip } from '../../kernel/locks';
import { queueShipStatusChanged } from '../../kernel/shipStatusEvent';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { newShipRow } from '../../kernel/grants/grantShip';
import { presentForSale } from './marketCatalog';
import { SHIP_MODEL_NOT_FOUND } from './service';
import { tradeCandidates, tradeInProblem } from './tradeInQuery';

/** A captain owns at most this many ships. */
export const MAX_FLEET_SIZE = 10;

export interface PurchaseInput {
  ship_template_id: number;
  use_trade_in: boolean;
  trade_in_ship_id?: number | null;
}

/**
 * Buys a ship (seed 001 §7 purchase): with a trade-in the traded ship goes to the dealer for its
 * value; the new ship arrives undamaged with half a tank and becomes the active ship. One transaction,
 * character row locked first, so one player's concurrent purchases are served one at a time.
 */
export class ShipPurchaseService {
  constructor(private readonly deps: MoneyDeps) {}

  async purchase(characterId: number, input: PurchaseInput): Promise<PurchaseShipResponse> {
    return withCharacterLock(this.deps, characterId, async ({ trx, outbox, character, moveCredits }) => {
      const template = await trx.selectFrom('ship_templates').selectAll().where('id', '=', input.ship_template_id).executeTakeFirst();
      if (!template) throw notFound(SHIP_MODEL_NOT_FOUND);
      const offer = presentForSale(template);

      let tradeIn: { id: number; name: string; value: number } | null = null;
      if (input.use_trade_in) {
        const shipId = input.trade_in_ship_id ?? character.active_ship_id;
        if (shipId === null) throw refused('You have no ship to trade in.', 'trade_in_ship_id');
        await lockOwnedShip(trx, characterId, shipId);
        const [candidate] = await tradeCandidates(trx, characterId, shipId);
        if (!candidate) throw notFound('Ship not found.');
        const problem = tradeInProblem(candidate);
        if (problem) throw refused(problem, 'trade_in_ship_id');
        tradeIn = { id: candidate.id, name: candidate.name, value: candidate.trade_in_value };
      } else {
        const { count } = await trx.selectFrom('ships').select((eb) => eb.fn.countAll<string>().as('count')).where('character_id', '=', characterId).executeTakeFirstOrThrow();
        if (Number(count) >= MAX_FLEET_SIZE) throw refused(`Your fleet is full: a captain may own at most ${MAX_FLEET_SIZE} ships. Trade one in.`);
      }

      const price = finalPrice(offer.market_price, tradeIn?.value ?? 0);
      if (character.credits < price) {
        throw refused(`Insufficient credits: ${offer.name} costs ${formatCredits(price)} and you have ${formatCredits(character.credits)}.`);
      }
      const ship = await trx
        .insertInto('ships')
        .values({ ...newShipRow(characterId, template, deliveryFuel(template.max_fuel)), purchase_price: offer.market_price })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      // Parts, upgrades and customizations go with the traded hull (ON DELETE CASCADE).
      if (tradeIn) await trx.deleteFrom('ships').where('id', '=', tradeIn.id).execute();
      // One movement, net of the trade-in: the price the player pays is what leaves the account.
      const credits = await moveCredits({ amount: -price, reason: 'ship_purchase', reference: { type: 'ship', id: ship.id } }, { active_ship_id: ship.id });

      const traded = tradeIn ? ` Traded in ${tradeIn.name} for ${formatCredits(tradeIn.value)}.` : '';
      queueShipStatusChanged(outbox, characterId, { ship_id: ship.id, change: 'purchased', message: `Purchased ${ship.name} for ${formatCredits(offer.market_price)}.${traded}` });
      return {
        message: `Successfully purchased ${ship.name}!`,
        transaction: { price: offer.market_price, trade_in_value: tradeIn?.value ?? 0, final_price: price, credits_remaining: credits },
        ship,
      };
    });
  }
}
