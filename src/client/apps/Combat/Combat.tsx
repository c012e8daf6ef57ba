import { Link } from 'react-router';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import { HamBars } from '../../combat/HamBars';
import { OpponentsHere } from '../../combat/OpponentsHere';
import { PartyFights } from '../../combat/PartyFights';
import { stanceModifierText, stanceRequirementText, stanceStatus } from '../../combat/stanceView';
import { useCombatSync } from '../../combat/useCombatSync';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { useCharacterStore } from '../../stores/characterStore';
import { CombatTraining } from './CombatTraining';
import { EntertainmentBuffBadge } from '../../entertainment/EntertainmentBuffBadge';
import { NO_CHARACTER_SELECTED } from '../../ui/Loadable';
import '../../combat/combat.css';


function CombatBody({ characterId }: { characterId: number }) {
  useCombatSync(characterId);
  const ham = useCharacterStore((state) => state.ham);
  const stats = useCharacterStore((state) => state.combatStats);
  const weaponSkills = useCharacterStore((state) => state.weaponSkills);
  const stances = useCharacterStore((state) => state.availableStances);
  const session = useCharacterStore((state) => state.currentCombatSession);
  const inCombat = useCharacterStore((state) => state.inCombat);
  const { data: character } = useActiveCharacter();
  return (
    <>
      {inCombat && session && (
        <p className="form-alert" role="status">
          {`You are in a fight (turn ${session.turn_number}). `}
          <Link to={`/combat/${session.id}`}>Return to the fight</Link> · <Link to={`/combat/${session.id}/plain`}>Plain view</Link>
        </p>
      )}
      <HamBars ham={ham} label="Your HAM" />
      <EntertainmentBuffBadge buff={character?.entertainment_buff ?? null} />
      <dl className="combat-stats" aria-label="Combat stats">
        {Object.entries(stats).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {weaponSkills.map((skill) => (
          <div key={skill.weapon_type}>
            <dt>{skill.weapon_type}</dt>
            <dd>{`lvl ${skill.skill_level}`}</dd>
          </div>
        ))}
      </dl>
      <section className="combat-section" aria-label="Stances">
        <h3>Stances</h3>
        <ul className="combat-list">
          {stances.map((stance) => {
            const status = stanceStatus(stance, null);
            return (
              <li key={stance.id} className={status === 'Locked' ? 'stance-locked' : undefined} data-available={stance.available}>
                <span>
                  <strong>{stance.name}</strong>
                  <span className="combat-muted">{` · ${stanceModifierText(stance)} · ${stanceRequirementText(stance)}`}</span>
                </span>
                <span>{status}</span>
              </li>
            );
          })}
        </ul>
      </section>
      <CombatTraining characterId={characterId} />
      {!inCombat && <PartyFights characterId={characterId} />}
      {!inCombat && <OpponentsHere characterId={characterId} />}
    </>
  );
}

/** The datapad's Combat app (Character & Combat): HAM, stats, stances, heal and train, who to fight here. */
export function Combat({ tab }: DatapadAppProps) {
  const { characterId } = useActiveCharacter();
  return (
    <div className="item-app combat-app">
      <h3 className="dp-app-title">{tab.name}</h3>
      {characterId === null ? <p className="loadable-empty">{NO_CHARACTER_SELECTED}</p> : <CombatBody characterId={characterId} />}
    </div>
  );
}
