import { useQuery } from '@tanstack/react-query';
import { formatFuel, formatSizeClass } from '../../../shared/rules/ships/formatShip';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { getShips } from '../../ships/ships';
import { useGameStore } from '../../stores/gameStore';
import { Button } from '../../ui/Button';
import { Loadable } from '../../ui/Loadable';
import '../../ships/shipApps.css';

export const FLEET_LOAD_FAILED = 'Failed to load ships';

/** "Your Ships" (seed 001 §2): name, type, cargo in tons, fuel and a View button for each ship. */
export function FleetList({ title, onView }: { title: string; onView: (shipId: number) => void }) {
  const characterId = useGameStore((state) => state.activeCharacterId);
  const read = useQuery({
    queryKey: queryKeys.ships.fleet(characterId ?? 0),
    queryFn: ({ signal }) => getShips(signal),
    enabled: characterId !== null,
  });

  const body = (
    <Loadable query={read} noCharacter={characterId === null} loading="Loading ships…" failure={errorMessage(read.error, FLEET_LOAD_FAILED)}>
      {(ships) =>
        ships.length === 0 ? (
          <p className="ship-empty">You own no ships yet. Visit the Ship Marketplace.</p>
        ) : (
          <ul className="fleet" aria-label="Your Ships">
            {ships.map((ship) => (
              <li key={ship.id} className="fleet-row ship-card" aria-label={ship.name}>
                <div className="fleet-name">
                  <h4>{ship.name}</h4>
                  {ship.is_active && <span className="ship-badge ship-badge-active">Active</span>}
                  <p className="ship-muted">{`${formatSizeClass(ship.type)} · ${ship.name === ship.template_name ? ship.manufacturer : ship.template_name}`}</p>
                </div>
                <dl className="fleet-facts">
                  <div>
                    <dt>Cargo</dt>
                    <dd>{`${ship.stats.cargo} / ${ship.meta_data.capacity} t`}</dd>
                  </div>
                  <div>
                    <dt>Fuel</dt>
                    <dd>{`${formatFuel(ship.stats.fuel)} / ${ship.meta_data.fuel}`}</dd>
                  </div>
                </dl>
                <Button variant="secondary" onClick={() => onView(ship.id)}>
                  View
                </Button>
              </li>
            ))}
          </ul>
        )
      }
    </Loadable>
  );

  return (
    <div className="ship-app">
      <h3 className="dp-app-title">{title}</h3>
      <h4 className="ship-section-title">Your Ships</h4>
      {body}
    </div>
  );
}
