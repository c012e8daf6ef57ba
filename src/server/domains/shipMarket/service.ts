import type { MarketListFilters, MarketListResponse, MarketShipDetails, MyShipsResponse } from '../../../shared/api';
import { finalPrice } from '../../../shared/rules/ships/tradeIn';
import type { Db } from '../../db/database';
import { notFound } from '../../kernel/refusal';
import { loadCatalog, marketFilters, pageOfShips, presentForSale } from './marketCatalog';
import { tradeCandidates, tradeInProblem } from './tradeInQuery';

export const SHIP_MODEL_NOT_FOUND = 'Ship model not found.';

/** Browsing the shipyard of the character's star system (seed 001 §7 Ship marketplace). */
export class ShipMarketService {
  constructor(private readonly db: Db) {}

  private async system(characterId: number): Promise<{ super_area_id: number; system: string; credits: number }> {
    return this.db
      .selectFrom('characters as c')
      .innerJoin('places as p', 'p.id', 'c.place_id')
      .innerJoin('super_areas as sa', 'sa.id', 'p.super_area_id')
      .select(['sa.id as super_area_id', 'sa.name as system', 'c.credits'])
      .where('c.id', '=', characterId)
      .executeTakeFirstOrThrow();
  }

  async list(characterId: number, filters: MarketListFilters): Promise<MarketListResponse> {
    const [where, offers] = await Promise.all([this.system(characterId), loadCatalog(this.db)]);
    return {
      ships: pageOfShips(offers, filters),
      location: { system: where.system, super_area_id: where.super_area_id },
      filters: marketFilters(offers),
    };
  }

  /** One model with what the active ship would fetch in trade and whether the character can pay. */
  async details(characterId: number, templateId: number): Promise<MarketShipDetails> {
    const template = await this.db.selectFrom('ship_templates').selectAll().where('id', '=', templateId).executeTakeFirst();
    if (!template) throw notFound(SHIP_MODEL_NOT_FOUND);
    const ship = presentForSale(template);
    const [{ credits }, candidates] = await Promise.all([this.system(characterId), tradeCandidates(this.db, characterId)]);
    const current = candidates.find((c) => c.is_active) ?? null;
    const reason = current ? tradeInProblem(current) : 'You have no ship to trade in.';
    const value = current && reason === null ? current.trade_in_value : 0;
    return {
      ship,
      trade_in: {
        available: reason === null,
        reason,
        current_ship: current ? { id: current.id, name: current.name, condition: current.condition } : null,
        trade_in_value: value,
        final_price: finalPrice(ship.market_price, value),
      },
      character: { credits, can_afford: credits >= ship.market_price },
    };
  }

  async myShips(characterId: number): Promise<MyShipsResponse> {
    return { ships: await tradeCandidates(this.db, characterId) };
  }
}
