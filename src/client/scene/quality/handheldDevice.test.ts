import { describe, expect, it } from 'vitest';
import { classifyHandheld } from './handheldDevice';

describe('handheld devices', () => {
  it('takes a touch screen up to a tablet\'s short side for a handheld, a mouse or a large screen not', () => {
    expect(classifyHandheld({ coarsePointer: true, shortSide: 390, cores: 8, memoryGb: 4 })).toEqual({ handheld: true, weak: false });
    expect(classifyHandheld({ coarsePointer: true, shortSide: 1024, cores: 8, memoryGb: 8 }).handheld).toBe(true);
    expect(classifyHandheld({ coarsePointer: true, shortSide: 1080, cores: 8, memoryGb: 8 }).handheld).toBe(false);
    expect(classifyHandheld({ coarsePointer: false, shortSide: 390, cores: 2, memoryGb: 1 })).toEqual({ handheld: false, weak: false });
  });

  it('calls a handheld with 2 cores or 2 GB weak, and 3 cores with memory unknown not', () => {
    expect(classifyHandheld({ coarsePointer: true, shortSide: 390, cores: 2, memoryGb: null }).weak).toBe(true);
    expect(classifyHandheld({ coarsePointer: true, shortSide: 390, cores: 8, memoryGb: 2 }).weak).toBe(true);
    expect(classifyHandheld({ coarsePointer: true, shortSide: 390, cores: 3, memoryGb: null }).weak).toBe(false);
  });
});
