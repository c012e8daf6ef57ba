import type { CombatActionResult, CombatSessionDetail, SkillCommand } from '../../shared/api';
import { BASIC_ATTACK } from '../../shared/rules/combat/abilities';
import type { CombatSide } from '../scene/combat/combatFx';

/** Whether an action can be taken now, and if not, why (shown beside the button). */
export interface ActionAvailability {
  enabled: boolean;
  reason: string | null;
}

const yes: ActionAvailability = { enabled: true, reason: null };
const no = (reason: string): ActionAvailability => ({ enabled: false, reason });

/** Why nothing can be done in this session right now, or null when the player may act. */
export function turnBlocker(session: Pick<CombatSessionDetail, 'status' | 'current_turn'>, pending: boolean): string | null {
  if (session.status !== 'active') return 'The fight is over';
  if (pending) return 'Acting…';
  if (session.current_turn !== 'player') return "Waiting for the opponent's move";
  return null;
}

/** The fight's plain actions (attack, defend, stance, posture/range, item, flee) as they stand. */
export function fightActions(
  session: Pick<CombatSessionDetail, 'status' | 'current_turn' | 'player'>,
  { pending, usableItems, attackCost = BASIC_ATTACK.cost }: { pending: boolean; usableItems: number; attackCost?: number },
): Record<'attack' | 'defend' | 'change_stance' | 'use_ability' | 'use_item' | 'flee', ActionAvailability> {
  const blocked = turnBlocker(session, pending);
  const base = blocked ? no(blocked) : yes;
  // An attack costs action (less with combat speed: the strike command's cost) and the server refuses one that would empty the pool; defending catches your breath.
  const winded = session.player[BASIC_ATTACK.costPool] <= attackCost;
  return {
    attack: blocked ? base : winded ? no(`Needs more than ${attackCost} ${BASIC_ATTACK.costPool}: Defend to catch your breath`) : yes,
    defend: base,
    change_stance: base,
    use_ability: base,
    use_item: blocked ? base : usableItems > 0 ? yes : no('No usable items'),
    flee: base,
  };
}

/** An ability (skill command): known, and affordable from the player's pools now. */
export function abilityAvailability(command: SkillCommand, pools: { health: number; action: number; mind: number }, blocker: string | null): ActionAvailability {
  if (blocker) return no(blocker);
  if (!command.known) return no(command.requirement ?? 'Not learned yet');
  if (pools[command.cost_pool] <= command.cost) return no(`Needs more than ${command.cost} ${command.cost_pool}`);
  return yes;
}

/** The hits and misses of an action's results, for the scene: who was struck, by how much. */
export function hitsOf(results: readonly CombatActionResult[]): { target: CombatSide; amount: number; missed: boolean }[] {
  return results
    .filter((result) => result.hit !== null)
    .map((result) => ({
      target: result.target,
      amount: result.damage.health + result.damage.action + result.damage.mind,
      missed: result.hit === false,
    }));
}

const OUTCOMES: Record<CombatSessionDetail['status'], string> = {
  active: 'The fight goes on',
  victory: 'Victory',
  defeat: 'Defeated: you were incapacitated',
  fled: 'You got away',
  surrendered: 'You broke off the fight',
  timeout: 'The fight timed out',
};

/** The headline of a session's state. */
export function outcomeText(status: CombatSessionDetail['status']): string {
  return OUTCOMES[status];
}
