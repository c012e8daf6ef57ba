import type { CombatActionRequest, CombatSessionDetail } from '../../shared/api';
import { BASIC_ATTACK } from '../../shared/rules/combat/abilities';
import { isCritical } from '../../shared/rules/combat/hamRules';

/** The pause between two auto-attack turns, so each blow's flash and numbers are seen. */
export const AUTO_ATTACK_PACE_MS = 700;

/** What auto-attack plays next, or why it stops and hands the fight back to the player. */
export type AutoStep = { play: CombatActionRequest } | { stop: string };

/** The player's health as auto-attack weighs it: now, its maximum and its wounds. */
export interface HealthNow {
  current: number;
  max: number;
  wounds: number;
}

export const AUTO_PAUSED_CRITICAL = 'Auto-attack paused: your health is critical. Heal, guard or flee.';

/**
 * The move auto-attack makes this turn: the default attack while the action pool pays for it,
 * a guard to catch breath when it can't. It stops when the player's health turns critical (unless
 * it already was when the player turned it on: `pauseOnCritical` false), so the real choices
 * (a stim, a guard, flight) stay the player's.
 */
export function nextAutoMove(session: Pick<CombatSessionDetail, 'player'>, health: HealthNow, pauseOnCritical: boolean): AutoStep {
  if (pauseOnCritical && isCritical(health.current, health.max, health.wounds)) return { stop: AUTO_PAUSED_CRITICAL };
  if (session.player[BASIC_ATTACK.costPool] <= BASIC_ATTACK.cost) return { play: { action: 'defend' } };
  return { play: { action: 'attack' } };
}

/** The words for a queued move, as the fight panel shows it ("Next: Aimed Shot"). */
export function queuedLabel(request: CombatActionRequest, names: { abilities: ReadonlyMap<string, string>; items: ReadonlyMap<number, string> }): string {
  switch (request.action) {
    case 'attack':
      return 'Attack';
    case 'defend':
      return 'Defend';
    case 'flee':
      return 'Flee';
    case 'change_stance':
      return 'Change stance';
    case 'use_item':
      return `Use ${names.items.get(request.item_id) ?? 'item'}`;
    case 'use_ability':
      return request.posture || request.range ? 'Reposition' : (names.abilities.get(request.ability_name) ?? request.ability_name);
  }
}
