import type { QueryClient } from '@tanstack/react-query';
import type { Manifest, MarketCargoItem, Pricing, TradeResponse } from '../../shared/api';
import { pricingQuote } from '../../shared/rules/market/pricingQuote';
import { queryKeys } from '../api/queryKeys';
import { heldLineOf, priceModelOf } from './tradeFacts';

/** The manifest with the traded commodity's line replaced by `line` (gone when null), in commodity order. */
export function manifestWithLine(manifest: Manifest, commodityId: number, line: MarketCargoItem | null, cargoUsed: number): Manifest {
  const others = manifest.manifest.filter((item) => item.commodity_id !== commodityId);
  const lines = (line ? [...others, line] : others).sort((a, b) => a.commodity_id - b.commodity_id);
  return { ...manifest, manifest: lines, cargo_used: cargoUsed, total_value: lines.reduce((sum, item) => sum + item.current_value, 0) };
}

/**
 * What a trade's answer says it left (`after`), set in the cache: the hold's line in the manifest,
 * and every cached quote of the commodity at that market quoted again by the shared rule
 * (`pricingQuote`) against the stock, the price model, the price bonus and the hold's line now.
 * Quotes of other commodities stand: their stock, the bonus and their lines did not move.
 */
export function patchTradeAfter(queryClient: QueryClient, characterId: number, { transaction, after }: TradeResponse): void {
  const { commodity_id, super_area_id, new_stock } = transaction;
  queryClient.setQueryData<Manifest>(queryKeys.market.manifest(characterId), (manifest) => (manifest ? manifestWithLine(manifest, commodity_id, after.cargo_line, after.cargo_used) : manifest));
  const model = priceModelOf(after.price_model);
  const trader = { priceBonus: after.price_bonus, line: after.cargo_line ? heldLineOf(after.cargo_line) : undefined };
  for (const [queryKey, quote] of queryClient.getQueriesData<Pricing>({ queryKey: [...queryKeys.market.all(characterId), 'pricing', commodity_id] })) {
    if (!quote || quote.super_area_id !== super_area_id) continue;
    const asked = Number(queryKey[5]);
    const quantity = Number.isInteger(asked) && asked > 0 ? asked : quote.quantity;
    const market = { commodityId: commodity_id, commodityName: quote.commodity_name, superAreaId: super_area_id, superAreaName: quote.super_area_name, model, stock: new_stock };
    queryClient.setQueryData<Pricing>(queryKey, pricingQuote(market, quote.action, quantity, trader));
  }
}
