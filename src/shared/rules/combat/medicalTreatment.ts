import { healedAmount, type Pools } from './hamRules';

/**
 * Medical treatment (docs/GAME_RULES.md "Medical"): a medical item's amount, raised by the healer's
 * `healing` modifier, goes to health in full and to action and mind by half. A healer who knows a
 * skill carrying `healing` also treats wounds: half of each pool's amount closes that pool's
 * wounds first, and the pool then fills to its new ceiling (max − wounds) with the whole amount.
 */

/** The share of a pool's amount that closes wounds, for a healer who knows a healing skill. */
export const WOUND_TREATMENT_SHARE = 0.5;
/** Medical experience per point treated (pools filled and wounds closed) on oneself, and on a party-mate. */
export const MEDICAL_EXPERIENCE_PER_POINT = { self: 1, mate: 2 } as const;

const POOLS = ['health', 'action', 'mind'] as const;

/** A patient as a treatment reads it: pools now, their maxima and their wounds. */
export interface Patient {
  pools: Pools;
  max: Pools;
  wounds: Pools;
}

/** What one treatment does: points added to each pool and wound points closed in each. */
export interface Treatment {
  healed: Pools;
  woundsTreated: Pools;
}

/** An item's amount as a healer with `healingBonus` (a fraction, 0.05 is +5 %) applies it; never negative. */
export function healingPower(amount: number, healingBonus: number): number {
  return Math.max(0, Math.floor(amount * (1 + Math.max(0, healingBonus))));
}

/** Whether a healer treats wounds: they know a skill that carries the `healing` modifier. */
export function treatsWounds(healingBonus: number): boolean {
  return healingBonus > 0;
}

/** What an item of `amount` does to `patient` in the hands of a healer with `healingBonus`. */
export function medicalTreatment(patient: Patient, amount: number, healingBonus: number): Treatment {
  const power = healingPower(amount, healingBonus);
  const healed: Pools = { health: 0, action: 0, mind: 0 };
  const woundsTreated: Pools = { health: 0, action: 0, mind: 0 };
  for (const pool of POOLS) {
    const share = pool === 'health' ? power : Math.floor(power / 2);
    const closed = treatsWounds(healingBonus) ? Math.min(Math.max(0, patient.wounds[pool]), Math.floor(share * WOUND_TREATMENT_SHARE)) : 0;
    woundsTreated[pool] = closed;
    healed[pool] = healedAmount(patient.pools[pool], patient.max[pool], patient.wounds[pool] - closed, share);
  }
  return { healed, woundsTreated };
}

/** Every point a treatment restored, pools and wounds together: 0 means it would change nothing. */
export function pointsTreated(treatment: Treatment): number {
  return POOLS.reduce((sum, pool) => sum + treatment.healed[pool] + treatment.woundsTreated[pool], 0);
}

/** Medical experience a treatment earns its healer: by points treated, so a full-health patient earns none. */
export function medicalExperience(treatment: Treatment, patient: 'self' | 'mate'): number {
  return pointsTreated(treatment) * MEDICAL_EXPERIENCE_PER_POINT[patient];
}

/** "40 health, 20 action and 20 mind" (and ", 12 wound points closed" when any were). */
export function treatmentText(treatment: Treatment): string {
  const { healed, woundsTreated } = treatment;
  const wounds = woundsTreated.health + woundsTreated.action + woundsTreated.mind;
  return `${healed.health} health, ${healed.action} action and ${healed.mind} mind${wounds > 0 ? `, ${wounds} wound points closed` : ''}`;
}
