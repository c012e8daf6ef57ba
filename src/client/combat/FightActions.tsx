import type { CombatActionRequest, CombatSessionDetail, InventoryItem, SkillCommand, StanceView } from '../../shared/api';
import { BASIC_ATTACK } from '../../shared/rules/combat/abilities';
import { POSTURES, RANGES, type CombatRange, type Posture } from '../../shared/rules/combat/combatTerms';
import { useCharacterStore } from '../stores/characterStore';
import { Button } from '../ui/Button';
import { SegmentedControl } from '../ui/SegmentedControl';
import { AutoAttackBar } from './AutoAttackBar';
import { abilityAvailability, fightActions, turnBlocker } from './fightActions';
import type { useAutoFight } from './useAutoFight';

interface Props {
  session: CombatSessionDetail;
  busy: boolean;
  stances: readonly StanceView[];
  commands: readonly SkillCommand[];
  items: readonly InventoryItem[];
  autoFight: ReturnType<typeof useAutoFight>;
}

/** Usable items once each by name, with how many the character holds. */
function usableKinds(items: readonly InventoryItem[]): { id: number; name: string; count: number; verb: string }[] {
  const kinds = new Map<string, { id: number; name: string; count: number; verb: string }>();
  for (const item of items) {
    if (!item.meta_data.usable && !item.meta_data.consumable) continue;
    const kind = kinds.get(item.name);
    if (kind) kind.count += 1;
    else kinds.set(item.name, { id: item.id, name: item.name, count: 1, verb: item.meta_data.category === 'explosive' ? 'Throw' : 'Use' });
  }
  return [...kinds.values()];
}

/**
 * The player's moves: auto-attack, attack, defend, flee, abilities, stance, posture and range, an
 * item. A move chosen while the last one is being played is queued for the next turn.
 */
export function FightActions({ session, busy, stances, commands, items, autoFight }: Props) {
  const usable = usableKinds(items);
  // A move may be chosen while the last is in flight: it is queued, so only the fight's own state blocks.
  const strike = commands.find((command) => command.name === BASIC_ATTACK.name);
  const actions = fightActions(session, { pending: false, usableItems: usable.length, attackCost: strike?.cost });
  const blocker = turnBlocker(session, busy);
  const openBlocker = turnBlocker(session, false);
  const posture = useCharacterStore((state) => state.posture);
  const range = useCharacterStore((state) => state.range);
  const pools = session.player;
  const choose = (request: CombatActionRequest) => autoFight.choose(request);

  const reposition = (next: { posture?: Posture; range?: CombatRange }) => {
    if (openBlocker) return;
    if (next.posture) useCharacterStore.getState().setPosture(next.posture);
    if (next.range) useCharacterStore.getState().setRange(next.range);
    // A change of posture or range rides on a strike (the server's use_ability), paying the move's action.
    choose({ action: 'use_ability', ability_name: 'strike', posture: next.posture ?? posture, range: next.range ?? range });
  };
  const abilities = commands.filter((command) => command.name !== 'strike');

  return (
    <div className="fight-actions" aria-label="Your move" role="group">
      {blocker && <p className="combat-muted" data-testid="turn-blocker">{blocker}</p>}
      {!blocker && actions.attack.reason && <p className="combat-muted">{actions.attack.reason}</p>}
      <AutoAttackBar autoFight={autoFight} disabled={openBlocker !== null} commands={commands} items={usable} />
      <div className="fight-actions-row">
        <Button disabled={!actions.attack.enabled} title={actions.attack.reason ?? undefined} onClick={() => choose({ action: 'attack' })}>
          Attack
        </Button>
        <Button variant="secondary" disabled={!actions.defend.enabled} onClick={() => choose({ action: 'defend' })}>
          Defend
        </Button>
        <Button variant="ghost" disabled={!actions.flee.enabled} onClick={() => choose({ action: 'flee' })}>
          Flee
        </Button>
      </div>
      {abilities.length > 0 && (
        <div className="fight-actions-row" aria-label="Abilities" role="group">
          {abilities.map((command) => {
            const state = abilityAvailability(command, pools, openBlocker);
            return (
              <Button key={command.name} variant="secondary" disabled={!state.enabled} title={state.reason ?? command.description} onClick={() => choose({ action: 'use_ability', ability_name: command.name })}>
                {command.label} <span className="combat-cost">{`${command.cost} ${command.cost_pool}`}</span>
              </Button>
            );
          })}
        </div>
      )}
      {stances.length > 0 && (
        <SegmentedControl
          label="Stance"
          value={session.stance_id ?? 0}
          disabled={!actions.change_stance.enabled}
          options={stances.map((stance) => ({ value: stance.id, label: stance.name, detail: stance.available ? undefined : 'locked', disabled: !stance.available }))}
          onChange={(stanceId) => stanceId !== session.stance_id && choose({ action: 'change_stance', stance_id: stanceId })}
        />
      )}
      <div className="fight-actions-row fight-positions">
        <SegmentedControl label="Posture" value={session.posture} disabled={openBlocker !== null} options={POSTURES.map((value) => ({ value, label: value }))} onChange={(value) => value !== session.posture && reposition({ posture: value })} />
        <SegmentedControl label="Range" value={session.range} disabled={openBlocker !== null} options={RANGES.map((value) => ({ value, label: value }))} onChange={(value) => value !== session.range && reposition({ range: value })} />
      </div>
      <div className="fight-actions-row" aria-label="Items" role="group">
        {usable.length === 0 && <p className="combat-muted">No usable items</p>}
        {usable.map((item) => (
          <Button key={item.name} variant="secondary" disabled={!actions.use_item.enabled} onClick={() => choose({ action: 'use_item', item_id: item.id })}>
            {`${item.verb} ${item.name}`} {item.count > 1 && <span className="combat-cost">{`×${item.count}`}</span>}
          </Button>
        ))}
      </div>
    </div>
  );
}
