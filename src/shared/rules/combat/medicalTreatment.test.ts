import { describe, expect, it } from 'vitest';
import { healingPower, medicalExperience, medicalTreatment, pointsTreated, treatmentText, treatsWounds } from './medicalTreatment';

const hurt = { pools: { health: 40, action: 80, mind: 90 }, max: { health: 100, action: 100, mind: 100 }, wounds: { health: 10, action: 0, mind: 4 } };

describe('healingPower', () => {
  it('raises an amount by the healing bonus, rounding down, and never goes negative', () => {
    expect(healingPower(50, 0)).toBe(50);
    expect(healingPower(50, 0.02)).toBe(51);
    expect(healingPower(25, 0.02)).toBe(25);
    expect(healingPower(25, 0.5)).toBe(37);
    expect(healingPower(0, 0.5)).toBe(0);
    expect(healingPower(50, -1)).toBe(50);
  });
});

describe('treatsWounds', () => {
  it('needs a healing skill: any healing bonus at all', () => {
    expect(treatsWounds(0)).toBe(false);
    expect(treatsWounds(0.01)).toBe(true);
  });
});

describe('medicalTreatment', () => {
  it('without a healing skill fills pools up to max − wounds and closes no wound', () => {
    expect(medicalTreatment(hurt, 60, 0)).toEqual({ healed: { health: 50, action: 20, mind: 6 }, woundsTreated: { health: 0, action: 0, mind: 0 } });
  });

  it('with a healing skill closes half the amount of wounds first, raising the ceiling it fills to', () => {
    // 60 × 1.02 = 61: health 61 (30 closes the 10 wounds), action and mind 30 each (15 would close, 4 are there).
    expect(medicalTreatment(hurt, 60, 0.02)).toEqual({ healed: { health: 60, action: 20, mind: 10 }, woundsTreated: { health: 10, action: 0, mind: 4 } });
  });

  it('a larger bonus heals more', () => {
    const low = { ...hurt, pools: { health: 10, action: 10, mind: 10 } };
    expect(pointsTreated(medicalTreatment(low, 25, 0.2))).toBeGreaterThan(pointsTreated(medicalTreatment(low, 25, 0)));
  });

  it('a patient at full strength (as far as wounds allow, for a healer without the skill) gets nothing', () => {
    const full = { pools: { health: 90, action: 100, mind: 96 }, max: hurt.max, wounds: hurt.wounds };
    expect(pointsTreated(medicalTreatment(full, 150, 0))).toBe(0);
    expect(pointsTreated(medicalTreatment({ ...full, pools: hurt.max, wounds: { health: 0, action: 0, mind: 0 } }, 150, 0.5))).toBe(0);
    // A skilled healer closes the 14 wound points and fills the room they free: 28 points.
    expect(pointsTreated(medicalTreatment(full, 150, 0.02))).toBe(28);
  });
});

describe('medicalExperience', () => {
  it('pays by points treated, twice as much on a party-mate, nothing for nothing', () => {
    const treatment = medicalTreatment(hurt, 60, 0);
    expect(medicalExperience(treatment, 'self')).toBe(76);
    expect(medicalExperience(treatment, 'mate')).toBe(152);
    expect(medicalExperience({ healed: { health: 0, action: 0, mind: 0 }, woundsTreated: { health: 0, action: 0, mind: 0 } }, 'mate')).toBe(0);
  });
});

describe('treatmentText', () => {
  it('names each pool, and the wounds closed only when any were', () => {
    expect(treatmentText(medicalTreatment(hurt, 60, 0))).toBe('50 health, 20 action and 6 mind');
    expect(treatmentText(medicalTreatment(hurt, 60, 0.02))).toBe('60 health, 20 action and 10 mind, 14 wound points closed');
  });
});
