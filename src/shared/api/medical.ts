import { z } from 'zod';
import { changes } from './changes';
import { poolAmounts } from './combat';
import { route } from './route';

const int = z.number().int();
const positiveId = z.coerce.number().int().positive().max(2 ** 31 - 1);

/** What one treatment did: points added to each pool, wound points closed in each. */
export const treatmentResult = z.object({ healed: poolAmounts, wounds_treated: poolAmounts });

/** POST heal-mate: treat a party-mate beside you, out of a fight, with one of your medical items (consumed). */
export const healMateRequest = z.object({ patient_id: positiveId, item_id: positiveId });
export const healMateResponse = treatmentResult.extend({
  success: z.literal(true),
  message: z.string(),
  patient: z.object({ id: int, name: z.string() }),
  /** Medical experience the healer earned. */
  experience: int,
});
export type HealMateResponse = z.infer<typeof healMateResponse>;

/** What HealReceived carries to the healed party-mate's channel. */
export const healReceivedPayload = treatmentResult.extend({
  healer: z.object({ id: int, name: z.string() }),
  message: z.string(),
});
export type HealReceivedPayload = z.infer<typeof healReceivedPayload>;

/** Medical (issue 37): healing party-mates. A self-heal is heal-ham or the inventory's use; in a fight, the combat action. */
export const medicalRoutes = {
  healMate: route({ changes: changes(['inventory', 'skills'], ['inventory', 'skills']), method: 'POST', path: '/api/swg-combat/heal-mate', access: 'character', body: healMateRequest, response: healMateResponse, idempotent: true }),
};
