import { createRandom } from '../seededRandom';

/** Chance of a random event per jump and danger level (GAME_RULES: danger × 3 % per jump). */
export const EVENT_CHANCE_PER_DANGER = 0.03;

export const RANDOM_EVENT_KINDS = ['pirates', 'derelict', 'ion_storm', 'distress', 'customs'] as const;
export type RandomEventKind = (typeof RANDOM_EVENT_KINDS)[number];

/** An event rolled for one jump of a journey. */
export interface RolledEvent {
  jump: number;
  kind: RandomEventKind;
}

/** An event waiting on the way: it strikes when `remaining_ms` of the journey are left. */
export interface ScheduledEvent extends RolledEvent {
  remaining_ms: number;
}

/** The chance that a jump into a system of this danger meets an event. */
export function jumpEventChance(dangerLevel: number): number {
  return Math.min(1, Math.max(0, dangerLevel) * EVENT_CHANCE_PER_DANGER);
}

/** The seed of a journey's rolls: the same character leaving at the same instant meets the same events. */
export function journeySeed(characterId: number, startedAtMs: number): string {
  return `journey:${characterId}:${startedAtMs}`;
}

/** Rolls every jump once, against the danger of the system it flies to. */
export function rollJumpEvents(seed: string, dangerLevels: readonly number[]): RolledEvent[] {
  const random = createRandom(seed);
  const rolled: RolledEvent[] = [];
  dangerLevels.forEach((danger, jump) => {
    const hit = random.next() < jumpEventChance(danger);
    // Always draw the kind, so one jump's outcome never shifts the rolls of the next.
    const kind = random.pick(RANDOM_EVENT_KINDS);
    if (hit) rolled.push({ jump, kind });
  });
  return rolled;
}

/**
 * When each rolled event strikes: halfway through its jump, given each jump's length in real
 * milliseconds. Ordered as they will strike (the most time left first).
 */
export function scheduleEvents(rolled: readonly RolledEvent[], jumpMs: readonly number[]): ScheduledEvent[] {
  const total = jumpMs.reduce((sum, ms) => sum + ms, 0);
  return rolled
    .map((event) => {
      const before = jumpMs.slice(0, event.jump).reduce((sum, ms) => sum + ms, 0);
      const midpoint = before + (jumpMs[event.jump] ?? 0) / 2;
      return { ...event, remaining_ms: Math.max(1, Math.round(total - midpoint)) };
    })
    .sort((a, b) => b.remaining_ms - a.remaining_ms);
}
