import { Link } from 'react-router';
import { useDatapadStore } from '../../stores/datapadStore';
import { useSceneStore } from '../../scene/sceneStore';
import { useTravelStore } from '../../travel/travelStore';
import { riskLabel } from '../../../shared/rules/riskLabel';

/** Opens the Travel Planner on the routes to this system. */
function planTravelTo(systemId: number): void {
  useTravelStore.getState().selectDestination(systemId);
  useTravelStore.getState().setTab('intergalactic');
  useDatapadStore.getState().openApp('travel');
}

/** Facts about the system picked on the map, and Plan Travel to open the Travel Planner on its routes. */
export function SelectedSystemCard() {
  const selectedId = useSceneStore((state) => state.selectedSystemId);
  const system = useSceneStore((state) => state.galaxy?.superAreas.find((area) => area.id === selectedId) ?? null);
  const isCurrent = useSceneStore((state) => state.location?.superAreaId === selectedId);
  if (!system) return null;
  return (
    <section className="game-panel selected-system" aria-labelledby="selected-system-name" data-system-id={system.id}>
      <header className="selected-system-header">
        <div>
          <p className="eyebrow">{isCurrent ? 'Current system' : 'Selected system'}</p>
          <h2 id="selected-system-name">{system.display_name}</h2>
        </div>
        <button type="button" className="btn btn-ghost selected-system-close" aria-label="Close system details" onClick={() => useSceneStore.getState().selectSystem(null)}>
          ×
        </button>
      </header>
      <p className="selected-system-description">{system.description}</p>
      <dl className="selected-system-facts">
        <div>
          <dt>Danger</dt>
          <dd>{`${system.danger_level}/10 · ${riskLabel(system.danger_level)}`}</dd>
        </div>
        <div>
          <dt>Planets</dt>
          <dd>{system.planets.length}</dd>
        </div>
        <div>
          <dt>Fuel cost</dt>
          <dd>{system.fuel_cost.toFixed(2)}</dd>
        </div>
      </dl>
      <Link className="btn btn-ghost" to={`/super-areas/${system.id}`}>
        System page
      </Link>
      {!isCurrent && (
        <button type="button" className="btn btn-primary selected-system-travel" onClick={() => planTravelTo(system.id)}>
          Plan Travel
        </button>
      )}
    </section>
  );
}
