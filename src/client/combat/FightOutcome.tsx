import { Link } from 'react-router';
import type { CombatSessionDetail } from '../../shared/api';
import { formatCredits } from '../../shared/rules/formatCredits';
import { outcomeText } from './fightActions';

/** How a finished fight ended: what a victory paid (loot into the inventory), what a defeat cost. */
export function FightOutcome({ session }: { session: CombatSessionDetail }) {
  if (session.status === 'active') return null;
  const { rewards, penalties } = session;
  return (
    <section className={`fight-outcome fight-outcome-${session.status}`} aria-label="Outcome" data-status={session.status}>
      <h3>{outcomeText(session.status)}</h3>
      {session.message && <p>{session.message}</p>}
      {rewards && (
        <ul className="fight-rewards">
          <li>{formatCredits(rewards.credits)}</li>
          <li>{`${rewards.combat_experience} combat experience`}</li>
          <li>{`${rewards.weapon_experience} ${rewards.weapon_type} experience`}</li>
          {rewards.explosives_experience !== undefined && <li>{`${rewards.explosives_experience} explosives experience`}</li>}
          {rewards.items.map((item, index) => (
            <li key={`${item.name}-${index}`}>{item.status === 'granted' ? `Loot: ${item.name}` : `Loot waiting for room: ${item.name}`}</li>
          ))}
        </ul>
      )}
      {penalties && (
        <p className="combat-muted">{`Wounds taken: health ${penalties.wounds.health}, action ${penalties.wounds.action}, mind ${penalties.wounds.mind}; battle fatigue ${penalties.battle_fatigue}.`}</p>
      )}
      <p className="fight-outcome-links">
        <Link to="/combat">Back to combat</Link>
        {rewards && rewards.items.length > 0 && <Link to="/inventory">Open the inventory</Link>}
        <Link to={`/combat/${session.id}/log`}>Fight log</Link>
      </p>
    </section>
  );
}
