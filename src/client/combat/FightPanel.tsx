import type { InventoryItem } from '../../shared/api';
import { errorMessage } from '../api/apiErrors';
import { useCharacterStore } from '../stores/characterStore';
import { Button } from '../ui/Button';
import { FightActions } from './FightActions';
import { FightOdds } from './FightOdds';
import { fightOdds } from './fightOdds';
import { FightOutcome } from './FightOutcome';
import { turnBlocker } from './fightActions';
import { HealControl } from './HealControl';
import { medicalKinds } from './medicalKinds';
import { HamBars } from './HamBars';
import { TurnLog } from './TurnLog';
import { useAutoFight } from './useAutoFight';
import { useCombatSync } from './useCombatSync';
import type { useFight } from './useFight';
import { Loadable } from '../ui/Loadable';
import './combat.css';

interface Props {
  characterId: number;
  fight: ReturnType<typeof useFight>;
  items: readonly InventoryItem[];
}

/**
 * The fight in the DOM, the same on the 3D play page (over the scene) and on the plain page:
 * both sides' HAM bars, the player's moves, the outcome and the turn log. In a party's fight each
 * ally standing beside the player can be healed with a medical item, as the player's turn.
 */
export function FightPanel({ characterId, fight, items }: Props) {
  const { data } = useCombatSync(characterId);
  const stances = useCharacterStore((state) => state.availableStances);
  const ham = useCharacterStore((state) => state.ham);
  const session = fight.session.data;
  const medical = medicalKinds(items);
  const autoFight = useAutoFight(fight, { current: session?.player.health ?? ham.health_current, max: ham.health_max, wounds: ham.health_wounds });
  return (
    <Loadable query={fight.session} loading="Loading the fight…" failure={errorMessage(fight.session.error, 'Failed to load the fight')}>
      {(session) => {
        const player = { ...ham, health_current: session.player.health, action_current: session.player.action, mind_current: session.player.mind };

        return (
          <div className="fight-panel" data-session-status={session.status} data-turn={session.turn_number}>
            <header className="fight-head">
              <p className="eyebrow">{`Turn ${session.turn_number} · ${session.posture} · ${session.range} range${session.defending ? ' · guarding' : ''}`}</p>
              <h2 className="fight-title">{`vs ${session.opponent.name}`}</h2>
              <p className="combat-muted">{`Level ${session.opponent.level} ${session.opponent.kind} · ${session.opponent.arena === 'orbit' ? 'in orbit' : 'on the ground'}`}</p>
            </header>
            {session.fighters.length > 1 && (
              <ul className="fight-party" aria-label="Your side">
                {session.fighters.map((fighter) => (
                  <li key={fighter.character_id} data-status={fighter.status}>
                    {fighter.status === 'fighting' ? fighter.name : `${fighter.name} (${fighter.status === 'down' ? 'down' : 'left'})`}
                    {session.status === 'active' && fighter.status === 'fighting' && fighter.character_id !== characterId && medical.length > 0 && (
                      <HealControl
                        patientName={fighter.name}
                        kinds={medical}
                        disabled={turnBlocker(session, false) !== null}
                        onHeal={(itemId) => autoFight.choose({ action: 'use_item', item_id: itemId, patient_id: fighter.character_id })}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
            <div className="fight-sides">
              <HamBars ham={player} label="You" />
              <HamBars ham={session.opponent.ham} label={session.opponent.name} />
            </div>
            <FightOutcome session={session} />
            {session.status === 'active' && (
              <>
                {data.data && <FightOdds odds={fightOdds(session, data.data, stances, items)} bonuses={data.data.combat_bonuses} />}
                <FightActions session={session} busy={fight.busy} stances={stances} commands={data.data?.skill_commands ?? []} items={items} autoFight={autoFight} />
                <Button variant="danger" className="fight-surrender" busy={fight.surrender.isPending} disabled={fight.busy} onClick={() => fight.surrender.mutate()}>
                  End fight
                </Button>
              </>
            )}
            <h3 className="fight-log-title">Turn log</h3>
            <TurnLog log={session.log} />
          </div>
        );
      }}
    </Loadable>
  );
}
