import type { TravelDestination } from '../../../shared/api';
import { dangerLabel, riskLabel } from '../../../shared/rules/riskLabel';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

interface PlanetDetailsModalProps {
  destination: TravelDestination;
  onPlanRoute: () => void;
  onClose: () => void;
}

/** The planet details modal (seed 001 §2): the system, its danger, fuel cost, planets and trade. */
export function PlanetDetailsModal({ destination: d, onPlanRoute, onClose }: PlanetDetailsModalProps) {
  return (
    <Modal
      title={d.display_name}
      size="wide"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {!d.is_current && d.distance !== null && <Button onClick={onPlanRoute}>Plan Route</Button>}
        </>
      }
    >
      <p className="tv-details-lead">{d.description}</p>
      <dl className="tv-details-facts">
        <div>
          <dt>Danger</dt>
          <dd>{`${dangerLabel(d.danger_level)} · ${riskLabel(d.danger_level)} risk`}</dd>
        </div>
        <div>
          <dt>Fuel cost</dt>
          <dd>{`${d.fuel_cost.toFixed(2)} per ly`}</dd>
        </div>
        <div>
          <dt>Distance</dt>
          <dd>{d.is_current ? 'You are here' : d.distance === null ? 'Unreachable' : `${d.distance.toFixed(1)} ly, ${d.jumps} ${d.jumps === 1 ? 'jump' : 'jumps'}`}</dd>
        </div>
        <div>
          <dt>Trades in</dt>
          <dd>{d.commodities.length > 0 ? d.commodities.map((c) => c.name).join(', ') : 'No market data yet'}</dd>
        </div>
      </dl>
      <h3 className="tv-details-heading">{`Planets (${d.planets.length})`}</h3>
      <ul className="tv-planets">
        {d.planets.map((planet) => (
          <li key={planet.id} className="tv-planet">
            <p className="tv-planet-name">
              {planet.name} <span className="tv-planet-type">{planet.planet_type}</span>
            </p>
            <p className="tv-planet-description">{planet.description}</p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
