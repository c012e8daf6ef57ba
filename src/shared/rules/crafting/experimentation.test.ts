import { describe, expect, it } from 'vitest';
import { craftedStats, predictCraft } from './craftOutcome';
import { allocationProblem, evenAllocation, experimentAttributes, experimentedStats, pointStep } from './experimentation';
import { schematicNamed } from './schematics';

const knife = schematicNamed('survival_knife')!;
const stew = schematicNamed('spiced_stew')!;
const parts = [{ quality: 500, units: 2 }];
const bonus = { assembly: 0, experimentation: 0 };

describe('experimentation points the player places', () => {
  it('offers the attributes the schematic has, value always last', () => {
    expect(experimentAttributes(knife)).toEqual(['damage', 'value']);
    expect(experimentAttributes(stew)).toEqual(['potency', 'duration', 'value']);
    expect(experimentAttributes({ price: 10 })).toEqual(['value']);
  });

  it('a point adds 3.2 % of a base number, never less than one', () => {
    expect(pointStep(300)).toBe(10);
    expect(pointStep(6)).toBe(1);
    expect(pointStep(0)).toBe(1);
  });

  it('0 points placed: the item is what assembly made, and the quality is the assembled one', () => {
    const craft = predictCraft(knife, knife.complexity, parts, bonus, {});
    expect(craft.quality).toBe(craft.assembled);
    expect(craft.stats).toEqual(craftedStats(knife, craft.assembled));
  });

  it('all points in one attribute raise only its numbers, by a step each', () => {
    const none = predictCraft(knife, knife.complexity, parts, bonus, {}).stats;
    const damage = predictCraft(knife, knife.complexity, parts, bonus, { damage: 2 }).stats;
    const value = predictCraft(knife, knife.complexity, parts, bonus, { value: 2 }).stats;
    expect(damage).toEqual({ ...none, damage_min: none.damage_min! + 2, damage_max: none.damage_max! + 2 });
    expect(value).toEqual({ ...none, price: none.price + 20 });
    const longer = predictCraft(stew, stew.complexity, [{ quality: 500, units: 3 }], bonus, { duration: 2 }).stats;
    expect(longer.buff_minutes).toBe(predictCraft(stew, stew.complexity, [{ quality: 500, units: 3 }], bonus, {}).stats.buff_minutes! + 2);
  });

  it('every point placed changes a number on the item', () => {
    for (const schematic of [knife, stew, schematicNamed('padded_vest')!, schematicNamed('market_stall_model')!]) {
      const base = experimentedStats(schematic, craftedStats(schematic, 0.5), {});
      for (const attribute of experimentAttributes(schematic)) expect(experimentedStats(schematic, craftedStats(schematic, 0.5), { [attribute]: 1 }), `${schematic.key} ${attribute}`).not.toEqual(base);
    }
  });

  it('refuses over-spending, negative or fractional points and attributes the schematic lacks; allows fewer than all', () => {
    expect(allocationProblem(knife, 2, { damage: 2 })).toBeNull();
    expect(allocationProblem(knife, 2, {})).toBeNull();
    expect(allocationProblem(knife, 2, { damage: 2, value: 1 })).toEqual({ field: 'experiment', message: 'You have 2 experimentation points; you placed 3.' });
    expect(allocationProblem(knife, 2, { damage: -1 })?.field).toBe('experiment.damage');
    expect(allocationProblem(knife, 2, { damage: 0.5 })?.field).toBe('experiment.damage');
    expect(allocationProblem(knife, 2, { protection: 1 })).toEqual({ field: 'experiment.protection', message: 'This schematic has no protection to experiment on.' });
  });

  it('with no choice made, the points are dealt round the attributes', () => {
    expect(evenAllocation(stew, 4)).toEqual({ potency: 2, duration: 1, value: 1 });
    expect(evenAllocation(knife, 0)).toEqual({});
  });
});
