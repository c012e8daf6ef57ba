import { useQuery } from '@tanstack/react-query';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { conditionLabel, percentOf } from '../../../shared/rules/ships/shipCondition';
import { formatFuel } from '../../../shared/rules/ships/formatShip';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { getShipStatus } from '../../ships/ships';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { Button } from '../../ui/Button';
import { StatBar } from '../../ui/StatBar';
import { RefuelForm } from './RefuelForm';
import { Loadable } from '../../ui/Loadable';
import '../../ships/shipApps.css';
import './shipStatus.css';

/** Seed 001 §9: the fuel bar is green above 30 percent. */
const FUEL_GREEN_ABOVE = 30;

function barTone(percent: number, greenAbove: number): 'good' | 'warning' | 'danger' {
  if (percent > greenAbove) return 'good';
  return percent >= 10 ? 'warning' : 'danger';
}

/** Ship Status (seed 001 §2): fuel and durability bars, speed, fuel efficiency, condition label and the refuel form. */
export function ShipStatus({ tab, openApp }: DatapadAppProps) {
  const { characterId, data: character } = useActiveCharacter();
  const read = useQuery({
    queryKey: queryKeys.ships.status(characterId ?? 0),
    queryFn: ({ signal }) => getShipStatus(signal),
    enabled: characterId !== null,
  });

  const body = (
    <Loadable query={read} noCharacter={characterId === null} loading="Loading ship status…" failure={errorMessage(read.error, 'Failed to load ship status')}>
      {(data) => {
        const { ship } = data;
        const fuelPercent = percentOf(ship.fuel, ship.max_fuel);
        return (
          <div className="status-layout">
            <section className="ship-card status-main" aria-label="Ship condition">
              <div className="status-ship">
                <h4 className="status-ship-name">{ship.name}</h4>
                <span className={`status-condition status-condition-${conditionLabel(ship.condition).toLowerCase()}`}>{conditionLabel(ship.condition)}</span>
              </div>
              <StatBar label="Fuel" value={ship.fuel} max={ship.max_fuel} display={`${formatFuel(ship.fuel)} / ${ship.max_fuel}`} tone={barTone(fuelPercent, FUEL_GREEN_ABOVE)} />
              <StatBar label="Durability" value={ship.durability} max={ship.max_durability} display={`${ship.durability} / ${ship.max_durability} (${ship.condition}%)`} tone={barTone(ship.condition, 40)} />
              <dl className="ship-facts">
                <div>
                  <dt>Speed</dt>
                  <dd>{ship.speed}</dd>
                </div>
                <div>
                  <dt>Fuel efficiency</dt>
                  <dd>{ship.fuel_efficiency}</dd>
                </div>
                <div>
                  <dt>Condition</dt>
                  <dd>{`${conditionLabel(ship.condition)} · ${ship.condition}%`}</dd>
                </div>
              </dl>
            </section>
            <RefuelForm key={ship.id} characterId={characterId ?? 0} status={data} credits={character?.credits ?? 0} />
          </div>
        );
      }}
    </Loadable>
  );

  return (
    <div className="ship-app">
      <div className="ship-app-head">
        <h3 className="dp-app-title">{tab.name}</h3>
        {character && (
          <p className="ship-credits">
            <span className="ship-credits-label">Credits</span>
            {formatCredits(character.credits)}
          </p>
        )}
      </div>
      {body}
      <nav className="status-links" aria-label="Ship apps">
        <Button variant="ghost" onClick={() => openApp('ships')}>
          Ship Fleet
        </Button>
        <Button variant="ghost" onClick={() => openApp('ship-marketplace')}>
          Ship Marketplace
        </Button>
        <Button variant="ghost" onClick={() => openApp('ship-customization')}>
          Ship Customization
        </Button>
      </nav>
    </div>
  );
}
