import type { FightOdds as Odds } from './fightOdds';

/** The player's odds in the fight: each way of striking (hit chance, damage), the defence, the skills that add to them. */
export function FightOdds({ odds, bonuses }: { odds: Odds; bonuses: readonly string[] }) {
  return (
    <section className="fight-odds" aria-label="Your odds">
      <ul className="fight-odds-strikes">
        {odds.strikes.map((strike) => (
          <li key={strike.label} data-strike={strike.label}>
            {`${strike.label}: `}
            <strong data-testid="odds-hit">{`${strike.hitPercent}% to hit`}</strong>
            {' · '}
            <strong data-testid="odds-damage">{`${strike.damage.min}–${strike.damage.max} damage`}</strong>
          </li>
        ))}
      </ul>
      <p className="combat-muted" data-testid="odds-defense">
        {odds.damageTakenOff === 0 ? 'Blows you take land in full.' : `Blows you take: ${odds.damageTakenOff > 0 ? '−' : '+'}${Math.abs(odds.damageTakenOff)}%`}
      </p>
      {bonuses.length > 0 && (
        <ul className="fight-odds-bonuses" aria-label="Combat skill bonuses">
          {bonuses.map((bonus) => (
            <li key={bonus}>{bonus}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
