import { describe, expect, it } from 'vitest';
import { optimalAllocation, professionOptions, type PlannerProfession, type PlannerSkill } from './optimalAllocation';

/** A small random profession: a novice, `trees` trees of `depth` skills, a master. */
function randomProfession(id: number, random: () => number, trees: number, depth: number, learned = 0): PlannerProfession {
  let next = id * 100;
  const skill = (learnedNow = false): PlannerSkill => ({ id: next++, cost: 1 + Math.floor(random() * 4), value: Math.floor(random() * 10), learned: learnedNow });
  return {
    id,
    novice: skill(learned > 0),
    trees: Array.from({ length: trees }, (_, t) => Array.from({ length: depth }, (_, i) => skill(t === 0 && i < learned - 1))),
    master: skill(),
  };
}

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Every skill of the professions with the skills it needs. */
function prerequisiteGraph(professions: readonly PlannerProfession[]) {
  const skills: { skill: PlannerSkill; needs: number[] }[] = [];
  for (const p of professions) {
    const dependsOnMaster = professions.find((other) => other.id === p.requiresMasterOf);
    skills.push({ skill: p.novice, needs: dependsOnMaster ? [dependsOnMaster.master.id] : [] });
    for (const tree of p.trees) tree.forEach((s, i) => skills.push({ skill: s, needs: [i === 0 ? p.novice.id : (tree[i - 1] as PlannerSkill).id] }));
    skills.push({ skill: p.master, needs: p.trees.map((tree) => (tree[tree.length - 1] as PlannerSkill).id) });
  }
  return skills;
}

/** The best value over every subset of skills that is prerequisite-closed, keeps the learned ones and fits. */
function bruteForce(professions: readonly PlannerProfession[], budget: number): number {
  const skills = prerequisiteGraph(professions);
  let best = -Infinity;
  for (let mask = 0; mask < 2 ** skills.length; mask++) {
    const chosen = new Set(skills.filter((_, i) => mask & (1 << i)).map((s) => s.skill.id));
    const ok = skills.every(({ skill, needs }) => (skill.learned ? chosen.has(skill.id) : true) && (!chosen.has(skill.id) || needs.every((n) => chosen.has(n))));
    if (!ok) continue;
    const cost = skills.filter((s) => chosen.has(s.skill.id)).reduce((sum, s) => sum + s.skill.cost, 0);
    if (cost > budget) continue;
    best = Math.max(best, skills.filter((s) => chosen.has(s.skill.id)).reduce((sum, s) => sum + s.skill.value, 0));
  }
  return best;
}

describe('optimalAllocation', () => {
  it('finds the same best value as brute force on small trees', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const random = seeded(seed);
      const professions = [randomProfession(1, random, 2, 2), randomProfession(2, random, 2, 2, seed % 3), randomProfession(3, random, 1, 2)];
      if (seed % 4 === 0) professions[2] = { ...(professions[2] as PlannerProfession), requiresMasterOf: 1 };
      const budget = 4 + (seed % 15);
      const allocation = optimalAllocation(professions, budget);
      expect(allocation.value, `seed ${seed}`).toBe(bruteForce(professions, budget));
      expect(allocation.cost).toBeLessThanOrEqual(budget);
    }
  }, 30_000);

  it('keeps prerequisites: a tree skill never without the novice and the skills before it, the master only on four full trees', () => {
    const random = seeded(7);
    const profession = randomProfession(1, random, 2, 3);
    for (const option of professionOptions(profession)) {
      if (option.skills.length > 0) expect(option.skills).toContain(profession.novice.id);
      for (const tree of profession.trees) {
        const held = tree.map((s) => option.skills.includes(s.id));
        expect(held).toEqual([...held].sort((a, b) => Number(b) - Number(a)));
      }
      if (option.skills.includes(profession.master.id)) expect(option.skills).toHaveLength(2 + 6);
    }
    // 4 × 4 prefixes plus the empty set and the mastered set.
    expect(professionOptions(profession)).toHaveLength(1 + 16 + 1);
  });

  it('never drops a learned skill and buys nothing worth nothing', () => {
    const zero = (id: number, learned = false): PlannerSkill => ({ id, cost: 2, value: 0, learned });
    const profession: PlannerProfession = { id: 1, novice: zero(1, true), trees: [[zero(2, true), zero(3)]], master: zero(4) };
    const allocation = optimalAllocation([profession], 250);
    expect(allocation.picks.get(1)).toEqual([1, 2]);
    expect(allocation.cost).toBe(4);
  });

  it('offers a profession that needs another master only together with that master', () => {
    const skill = (id: number, value: number): PlannerSkill => ({ id, cost: 1, value, learned: false });
    const base: PlannerProfession = { id: 1, novice: skill(1, 0), trees: [[skill(2, 0)]], master: skill(3, 0) };
    const force: PlannerProfession = { id: 2, novice: skill(4, 10), trees: [[skill(5, 0)]], master: skill(6, 0), requiresMasterOf: 1 };
    expect(optimalAllocation([base, force], 2).value).toBe(0);
    const allocation = optimalAllocation([base, force], 4);
    expect(allocation.value).toBe(10);
    expect(allocation.picks.get(1)).toEqual([1, 2, 3]);
    expect(allocation.picks.get(2)).toEqual([4]);
  });
});
