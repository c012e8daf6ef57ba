/**
 * The optimal allocation of skill points (seed 001 §3 "Optimal allocation"): a group knapsack.
 * Each profession offers the skill sets a player can actually hold (its prerequisites respected:
 * nothing without the novice skill, each tree a prefix, the master only on top of all four
 * trees); the optimiser picks one set per profession to get the most value within the points.
 */

/** A skill as the optimiser sees it: its cost, what it is worth to this character, and whether it is learned. */
export interface PlannerSkill {
  id: number;
  cost: number;
  value: number;
  learned: boolean;
}

/** A profession's skills in their prerequisite shape. */
export interface PlannerProfession {
  id: number;
  novice: PlannerSkill;
  /** Each tree's skills in order: a skill needs the one before it (the first needs the novice). */
  trees: readonly (readonly PlannerSkill[])[];
  /** Needs the last skill of every tree. */
  master: PlannerSkill;
  /** Another profession whose master skill this one needs first (the Force), when not learned yet. */
  requiresMasterOf?: number;
}

/** One holdable skill set of a profession. */
interface Option {
  skills: number[];
  cost: number;
  value: number;
}

export interface Allocation {
  /** Skill ids per profession id, for the professions the plan uses. */
  picks: Map<number, number[]>;
  cost: number;
  value: number;
}

/** Every prerequisite-closed skill set of a profession that keeps its learned skills, the empty one included. */
export function professionOptions(profession: PlannerProfession): Option[] {
  const { novice, trees, master } = profession;
  const anyLearned = [novice, ...trees.flat(), master].some((skill) => skill.learned);
  const options: Option[] = anyLearned ? [] : [{ skills: [], cost: 0, value: 0 }];
  // Shortest prefix of each tree that keeps its learned skills.
  const least = trees.map((tree) => tree.reduce((min, skill, i) => (skill.learned ? i + 1 : min), 0));
  const lengths = trees.map(() => 0);
  // Sums are carried down the walk; skill lists are built only for the sets it yields.
  const walk = (tree: number, cost: number, value: number) => {
    if (tree === trees.length) {
      const skills = [novice.id, ...trees.flatMap((t, i) => t.slice(0, lengths[i]).map((skill) => skill.id))];
      if (!master.learned) options.push({ skills, cost, value });
      if (trees.every((t, i) => lengths[i] === t.length)) options.push({ skills: [...skills, master.id], cost: cost + master.cost, value: value + master.value });
      return;
    }
    const skills = trees[tree] ?? [];
    let [c, v] = [cost, value];
    for (let length = 0; length <= skills.length; length++) {
      if (length > 0) [c, v] = [c + (skills[length - 1]?.cost ?? 0), v + (skills[length - 1]?.value ?? 0)];
      if (length < (least[tree] ?? 0)) continue;
      lengths[tree] = length;
      walk(tree + 1, c, v);
    }
  };
  walk(0, novice.cost, novice.value);
  return options;
}

/** Keeps, for each cost, the most valuable option: the knapsack needs no more. */
function bestByCost(options: readonly Option[]): Option[] {
  const best = new Map<number, Option>();
  for (const option of options) {
    const held = best.get(option.cost);
    if (!held || option.value > held.value) best.set(option.cost, option);
  }
  return [...best.values()];
}

/** A group of the knapsack: a profession, with any profession that needs its master folded in. */
interface Group {
  options: { picks: [number, number[]][]; cost: number; value: number }[];
}

function groupsOf(professions: readonly PlannerProfession[]): Group[] {
  const optionsOf = new Map(professions.map((p) => [p.id, bestByCost(professionOptions(p))]));
  const dependants = (id: number) => professions.filter((p) => p.requiresMasterOf === id);
  const build = (profession: PlannerProfession): Group['options'] => {
    const own = (optionsOf.get(profession.id) ?? []).map((o) => ({ picks: [[profession.id, o.skills]] as [number, number[]][], cost: o.cost, value: o.value }));
    const mastered = own.filter((o) => o.picks[0]?.[1].includes(profession.master.id));
    const combined = dependants(profession.id).flatMap((dependant) =>
      mastered.flatMap((m) => build(dependant).map((d) => ({ picks: [...m.picks, ...d.picks], cost: m.cost + d.cost, value: m.value + d.value }))),
    );
    return [...own, ...combined];
  };
  const known = new Set(professions.map((p) => p.id));
  // A profession needing an unknown profession's master can never start: it offers only nothing.
  return professions
    .filter((p) => p.requiresMasterOf === undefined || !known.has(p.requiresMasterOf))
    .map((p) => ({ options: p.requiresMasterOf === undefined ? build(p) : [{ picks: [], cost: 0, value: 0 }] }));
}

/**
 * The most valuable holdable skill sets within `budget` points, learned skills always kept.
 * Dynamic programming over (group, points): O(groups × budget × options per group). Ties go to
 * the cheaper plan, so skills worth nothing are never bought.
 */
export function optimalAllocation(professions: readonly PlannerProfession[], budget: number): Allocation {
  const groups = groupsOf(professions);
  const NONE = -Infinity;
  let best: number[] = Array.from({ length: budget + 1 }, (_, b) => (b === 0 ? 0 : NONE));
  const choices: number[][] = [];
  for (const group of groups) {
    const next = Array.from({ length: budget + 1 }, () => NONE);
    const choice = Array.from({ length: budget + 1 }, () => -1);
    for (let b = 0; b <= budget; b++) {
      const before = best[b] ?? NONE;
      if (before === NONE) continue;
      group.options.forEach((option, i) => {
        const spent = b + option.cost;
        if (spent > budget) return;
        const value = before + option.value;
        if (value > (next[spent] ?? NONE)) {
          next[spent] = value;
          choice[spent] = i;
        }
      });
    }
    choices.push(choice);
    best = next;
  }
  let cost = 0;
  for (let b = 1; b <= budget; b++) if ((best[b] ?? NONE) > (best[cost] ?? NONE) + 1e-9) cost = b;
  const value = best[cost] ?? NONE;
  if (value === NONE) return { picks: new Map(), cost: 0, value: 0 };
  const picks = new Map<number, number[]>();
  let at = cost;
  for (let g = groups.length - 1; g >= 0; g--) {
    const option = groups[g]?.options[choices[g]?.[at] ?? -1];
    if (!option) throw new Error('optimalAllocation: broken back-pointer');
    for (const [id, skills] of option.picks) if (skills.length > 0) picks.set(id, skills);
    at -= option.cost;
  }
  return { picks, cost, value };
}
