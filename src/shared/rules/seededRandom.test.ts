import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed } from './seededRandom';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRandom('orion');
    const b = createRandom('orion');
    const c = createRandom('lyra');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const random = createRandom(42);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(random.int(1, 3));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow();
  });

  it('hashes text seeds to stable 32-bit integers', () => {
    expect(hashSeed('starlane')).toBe(hashSeed('starlane'));
    expect(hashSeed('starlane')).toBeLessThan(2 ** 32);
  });
});
