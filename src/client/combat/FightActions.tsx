import { useState } from 'react';
import type { CombatActionRequest, CombatSessionDetail, InventoryItem, SkillCommand, StanceView } from '../../shared/api';
import { POSTURES, RANGES, type CombatRange, type Posture } from '../../shared/rules/combat/combatTerms';
import { ChoiceSelect } from '../items/ChoiceSelect';
import { useCharacterStore } from '../stores/characterStore';
import { Button } from '../ui/Button';
import { abilityAvailability, fightActions, turnBlocker } from './fightActions';

interface Props {
  session: CombatSessionDetail;
  busy: boolean;
  stances: readonly StanceView[];
  commands: readonly SkillCommand[];
  items: readonly InventoryItem[];
  onAct: (request: CombatActionRequest) => void;
}

/** The player's moves: attack, abilities, defend, stance, posture and range, an item, flee. */
export function FightActions({ session, busy, stances, commands, items, onAct }: Props) {
  const usable = items.filter((item) => item.meta_data.usable || item.meta_data.consumable);
  const actions = fightActions(session, { pending: busy, usableItems: usable.length });
  const blocker = turnBlocker(session, busy);
  const [stanceId, setStanceId] = useState<number | ''>('');
  const [itemId, setItemId] = useState<number | ''>('');
  const posture = useCharacterStore((state) => state.posture);
  const range = useCharacterStore((state) => state.range);
  const pools = session.player;

  const reposition = (next: { posture?: Posture; range?: CombatRange }) => {
    if (blocker) return;
    if (next.posture) useCharacterStore.getState().setPosture(next.posture);
    if (next.range) useCharacterStore.getState().setRange(next.range);
    // A change of posture or range rides on a strike (the server's use_ability), paying the move's action.
    onAct({ action: 'use_ability', ability_name: 'strike', posture: next.posture ?? posture, range: next.range ?? range });
  };

  return (
    <div className="fight-actions" aria-label="Your move" role="group">
      {blocker && <p className="combat-muted" data-testid="turn-blocker">{blocker}</p>}
      {!blocker && actions.attack.reason && <p className="combat-muted">{actions.attack.reason}</p>}
      <div className="fight-actions-row">
        <Button disabled={!actions.attack.enabled} title={actions.attack.reason ?? undefined} onClick={() => onAct({ action: 'attack' })}>
          Attack
        </Button>
        <Button variant="secondary" disabled={!actions.defend.enabled} onClick={() => onAct({ action: 'defend' })}>
          Defend
        </Button>
        <Button variant="ghost" disabled={!actions.flee.enabled} onClick={() => onAct({ action: 'flee' })}>
          Flee
        </Button>
      </div>
      {commands.length > 0 && (
        <div className="fight-actions-row" aria-label="Abilities" role="group">
          {commands
            .filter((command) => command.name !== 'strike')
            .map((command) => {
              const state = abilityAvailability(command, pools, blocker);
              return (
                <Button key={command.name} variant="secondary" disabled={!state.enabled} title={state.reason ?? command.description} onClick={() => onAct({ action: 'use_ability', ability_name: command.name })}>
                  {command.label} <span className="combat-cost">{`${command.cost} ${command.cost_pool}`}</span>
                </Button>
              );
            })}
        </div>
      )}
      <div className="fight-actions-grid">
        <label>
          Stance
          <select value={stanceId === '' ? (session.stance_id ?? '') : stanceId} onChange={(event) => setStanceId(Number(event.target.value))} disabled={!actions.change_stance.enabled}>
            <option value="">None</option>
            {stances.map((stance) => (
              <option key={stance.id} value={stance.id} disabled={!stance.available}>
                {stance.available ? stance.name : `${stance.name} (locked)`}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" disabled={!actions.change_stance.enabled || stanceId === '' || stanceId === session.stance_id} onClick={() => stanceId !== '' && onAct({ action: 'change_stance', stance_id: stanceId })}>
          Change stance
        </Button>
        <ChoiceSelect label="Posture" value={session.posture} choices={POSTURES.map((value) => ({ value, label: value }))} onChange={(value) => reposition({ posture: value })} />
        <ChoiceSelect label="Range" value={session.range} choices={RANGES.map((value) => ({ value, label: value }))} onChange={(value) => reposition({ range: value })} />
        <label>
          Item
          <select value={itemId} onChange={(event) => setItemId(event.target.value === '' ? '' : Number(event.target.value))} disabled={!actions.use_item.enabled}>
            <option value="">{usable.length === 0 ? 'No usable items' : 'Choose an item'}</option>
            {usable.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" disabled={!actions.use_item.enabled || itemId === ''} onClick={() => itemId !== '' && onAct({ action: 'use_item', item_id: itemId })}>
          Use item
        </Button>
      </div>
    </div>
  );
}
