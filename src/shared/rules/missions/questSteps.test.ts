import { describe, expect, it } from 'vitest';
import { currentStepNumber, isManualStep, questProgressPercentage, stepAdvance, stepStatus } from './questSteps';

const step = (target_type: string, required_quantity: number, progress = 0, target_id: number | null = null) => ({ target_type, required_quantity, progress, target_id });

describe('quest step matching', () => {
  it('advances a step of the act’s kind by the amount, never past its quantity', () => {
    expect(stepAdvance(step('buy', 3), { type: 'buy', subject: 4, amount: 1 })).toBe(1);
    expect(stepAdvance(step('buy', 3, 2), { type: 'buy', subject: 4, amount: 5 })).toBe(1);
    expect(stepAdvance(step('buy', 3, 3), { type: 'buy', subject: 4, amount: 1 })).toBe(0);
  });
  it('ignores another kind of act and another subject when the step names one', () => {
    expect(stepAdvance(step('sell', 1), { type: 'buy', subject: null, amount: 1 })).toBe(0);
    expect(stepAdvance(step('visit', 1, 0, 7), { type: 'visit', subject: 8, amount: 1 })).toBe(0);
    expect(stepAdvance(step('visit', 1, 0, 7), { type: 'visit', subject: 7, amount: 1 })).toBe(1);
  });
  it('a step placed in a system counts only acts there (an unplaced act, or one in deep space, does not)', () => {
    const placed = { ...step('sell', 2), super_area_id: 5 };
    expect(stepAdvance(placed, { type: 'sell', subject: 3, amount: 1, at: 5 })).toBe(1);
    expect(stepAdvance(placed, { type: 'sell', subject: 3, amount: 1, at: 6 })).toBe(0);
    expect(stepAdvance(placed, { type: 'sell', subject: 3, amount: 1, at: null })).toBe(0);
    expect(stepAdvance(placed, { type: 'sell', subject: 3, amount: 1 })).toBe(0);
    expect(stepAdvance(step('sell', 2), { type: 'sell', subject: 3, amount: 1, at: 6 })).toBe(1);
  });
  it('only acknowledge steps are completed by hand', () => {
    expect(isManualStep({ target_type: 'acknowledge' })).toBe(true);
    expect(isManualStep({ target_type: 'refuel' })).toBe(false);
  });
});

describe('quest progress', () => {
  it('is the share of required units done, 100 only when every step is', () => {
    expect(questProgressPercentage([{ progress: 1, required_quantity: 1 }, { progress: 0, required_quantity: 2 }])).toBe(33);
    expect(questProgressPercentage([{ progress: 5, required_quantity: 1 }, { progress: 1, required_quantity: 2 }])).toBe(66);
    expect(questProgressPercentage([{ progress: 1, required_quantity: 1 }, { progress: 2, required_quantity: 2 }])).toBe(100);
  });
  it('names the step status and the current step', () => {
    expect([stepStatus({ progress: 0, required_quantity: 2 }), stepStatus({ progress: 1, required_quantity: 2 }), stepStatus({ progress: 2, required_quantity: 2 })]).toEqual(['pending', 'in_progress', 'completed']);
    expect(currentStepNumber([{ progress: 1, required_quantity: 1 }, { progress: 0, required_quantity: 1 }])).toBe(2);
    expect(currentStepNumber([{ progress: 1, required_quantity: 1 }])).toBeNull();
  });
});
