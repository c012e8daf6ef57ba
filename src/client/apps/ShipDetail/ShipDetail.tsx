import { useQuery } from '@tanstack/react-query';
import { conditionLabel } from '../../../shared/rules/ships/shipCondition';
import { formatFuel, formatSizeClass } from '../../../shared/rules/ships/formatShip';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { getShips } from '../../ships/ships';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { useSelectedShipStore } from '../../ships/selectedShipStore';
import { Button } from '../../ui/Button';
import { StatBar } from '../../ui/StatBar';
import { useGameStore } from '../../stores/gameStore';
import { PartsSection } from './PartsSection';
import { UpgradeRecordsSection } from './UpgradeRecordsSection';
import { Loadable } from '../../ui/Loadable';
import '../../ships/shipApps.css';
import './shipDetail.css';

/** Seed 001 §2 Ship detail: the bars are full at speed 10, capacity 500, fuel 300, efficiency 2, durability 400, damage 20. */
export const DETAIL_BAR_MAXIMA = { speed: 10, capacity: 500, fuel: 300, efficiency: 2, durability: 400, damage: 20 } as const;

/** One ship of the fleet: its stats as bars, its parts and upgrade records. */
export function ShipDetail(_props: DatapadAppProps) {
  const characterId = useGameStore((state) => state.activeCharacterId) ?? 0;
  const shipId = useSelectedShipStore((state) => state.shipId);
  const back = () => useSelectedShipStore.getState().clear();
  // The fleet query: the list already holds every ship's detail.
  const fleet = useQuery({ queryKey: queryKeys.ships.fleet(characterId), queryFn: ({ signal }) => getShips(signal) });

  const body = (
    <Loadable query={fleet} loading="Loading ship…" failure={errorMessage(fleet.error, 'Failed to load ships')}>
      {(ships) => {
        const ship = ships.find((s) => s.id === shipId);
        if (!ship) return <p className="ship-empty">This ship is no longer in your fleet.</p>;
        const m = DETAIL_BAR_MAXIMA;
        return (
          <>
            <div className="ship-detail-head ship-card">
              <div>
                <h4 className="ship-detail-name">{ship.name}</h4>
                <p className="ship-muted">{`${formatSizeClass(ship.type)} · ${ship.template_name} · ${ship.manufacturer}`}</p>
              </div>
              {ship.is_active && <span className="ship-badge ship-badge-active">Active</span>}
            </div>
            <dl className="ship-facts">
              <div>
                <dt>Speed</dt>
                <dd>{ship.meta_data.speed}</dd>
              </div>
              <div>
                <dt>Fuel</dt>
                <dd>{`${formatFuel(ship.stats.fuel)} / ${ship.meta_data.fuel}`}</dd>
              </div>
              <div>
                <dt>Capacity</dt>
                <dd>{`${ship.stats.cargo} / ${ship.meta_data.capacity} t`}</dd>
              </div>
              <div>
                <dt>Condition</dt>
                <dd>{`${conditionLabel(ship.condition)} (${ship.condition}%)`}</dd>
              </div>
            </dl>
            <section className="ship-card ship-bars" aria-label="Ship stats">
              <StatBar label="Speed" value={ship.meta_data.speed} max={m.speed} />
              <StatBar label="Capacity" value={ship.meta_data.capacity} max={m.capacity} display={`${ship.meta_data.capacity} t`} />
              <StatBar label="Fuel" value={ship.meta_data.fuel} max={m.fuel} />
              <StatBar label="Efficiency" value={ship.meta_data.fuel_efficiency} max={m.efficiency} />
              <StatBar label="Durability" value={ship.meta_data.durability} max={m.durability} />
              <StatBar label="Damage" value={ship.meta_data.damage} max={m.damage} />
            </section>
            <div className="ship-detail-records">
              <PartsSection characterId={characterId} ship={ship} />
              <UpgradeRecordsSection characterId={characterId} ship={ship} />
            </div>
          </>
        );
      }}
    </Loadable>
  );

  return (
    <div className="ship-app">
      <div className="ship-app-head">
        <h3 className="dp-app-title">Ship Detail</h3>
        <Button variant="ghost" onClick={back}>
          Back to Your Ships
        </Button>
      </div>
      {body}
    </div>
  );
}
