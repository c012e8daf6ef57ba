import { z } from 'zod';

const id = z.number().int();

/** The Cargo item of seed 001 §3; reserved units belong to trading contracts and can't be sold. */
export const marketCargoItem = z.object({
  commodity_id: id,
  commodity_name: z.string(),
  category: z.string(),
  quantity: z.number().int(),
  reserved: z.number().int(),
  sellable: z.number().int(),
  average_cost: z.number(),
  unit_price: z.number().int(),
  current_value: z.number().int(),
  /** What a sale of the line settles the profession bonus against (`settleLineSale`), so the trade dialog quotes a sale as it will pay. */
  settlement: z.object({
    total_cost: z.number(),
    saving_held: z.number(),
    profit_realised: z.number(),
    saving_released: z.number(),
    bonus_settled: z.number(),
  }),
});
export type MarketCargoItem = z.infer<typeof marketCargoItem>;
