import { laneGraph, shortestPaths, type Lane } from '../galaxy/shortestPaths';
import { createRandom } from '../seededRandom';

/** How far each clue leads: at least one jump, at most this many, from the system before it. */
export const MAX_JUMPS_PER_CLUE = 2;

/** What a trail is drawn from: the seed, where the hunter stands, the lanes, how many clues. */
export interface TrailTerms {
  seed: string;
  start: number;
  lanes: readonly Lane[];
  clues: number;
  /** Systems a target may hide in (where someone can be fought); every system when absent. */
  hideouts?: ReadonlySet<number>;
}

/** Systems reachable from `from` in 1..MAX_JUMPS_PER_CLUE jumps, in id order (a seed picks the same one). */
function reachable(graph: ReturnType<typeof laneGraph>, from: number): number[] {
  return [...shortestPaths(graph, from, MAX_JUMPS_PER_CLUE).entries()]
    .filter(([id, path]) => id !== from && path.jumps >= 1)
    .map(([id]) => id)
    .sort((a, b) => a - b);
}

/**
 * A bounty's trail, drawn deterministically from its seed along the lanes: `clues` clue systems,
 * each one or two jumps from the one before (the first from `start`), then the system the target
 * hides in, one or two jumps from the last clue. A system is not used twice while a fresh one is in
 * reach, and never twice in a row. Null when the lanes cannot carry a trail (no lane out, no hideout in reach).
 */
export function clueTrail(terms: TrailTerms): number[] | null {
  const graph = laneGraph(terms.lanes);
  const random = createRandom(`bounty-trail:${terms.seed}`);
  const trail: number[] = [];
  let from = terms.start;
  for (let step = 0; step <= terms.clues; step++) {
    const last = step === terms.clues;
    const hides = (id: number) => !terms.hideouts || terms.hideouts.has(id);
    // The last clue leads on to a hideout, so it is drawn among the systems that have one in reach.
    const leadsOn = (id: number) => step !== terms.clues - 1 || reachable(graph, id).some(hides);
    const near = reachable(graph, from).filter((id) => (last ? hides(id) : leadsOn(id)));
    if (near.length === 0) return null;
    const fresh = near.filter((id) => id !== terms.start && !trail.includes(id));
    const next = random.pick(fresh.length > 0 ? fresh : near);
    trail.push(next);
    from = next;
  }
  return trail;
}
