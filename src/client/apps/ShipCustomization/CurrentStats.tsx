import type { CustomizableShip } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { formatSizeClass } from '../../../shared/rules/ships/formatShip';
import { StatBar } from '../../ui/StatBar';

/** Seed 001 §2 Ship customization: bars full at speed 10, capacity 200, fuel 200, durability 200. */
export const CUSTOMIZATION_BAR_MAXIMA = { speed: 10, capacity: 200, fuel: 200, durability: 200 } as const;

/** The selected ship's current (effective) stats and what its upgrades are worth. */
export function CurrentStats({ ship }: { ship: CustomizableShip }) {
  const s = ship.current_stats;
  const m = CUSTOMIZATION_BAR_MAXIMA;
  return (
    <section className="ship-card outfit-stats" aria-label="Current stats">
      <div className="outfit-stats-head">
        <div>
          <h4 className="outfit-ship-name">{ship.name}</h4>
          <p className="ship-muted">{`${formatSizeClass(ship.size_class)} · ${ship.template_name}`}</p>
        </div>
        <p className="ship-muted">
          Upgrades worth <strong className="outfit-value">{formatCredits(ship.total_upgrade_value)}</strong>
        </p>
      </div>
      <div className="outfit-bars">
        <StatBar label="Speed" value={s.speed} max={m.speed} />
        <StatBar label="Capacity" value={s.cargo_capacity} max={m.capacity} display={`${s.cargo_capacity} t`} />
        <StatBar label="Fuel" value={s.max_fuel} max={m.fuel} />
        <StatBar label="Durability" value={s.max_durability} max={m.durability} />
      </div>
      <p className="ship-muted">{`Fuel efficiency ${s.fuel_efficiency} · Damage ${s.damage}`}</p>
    </section>
  );
}
