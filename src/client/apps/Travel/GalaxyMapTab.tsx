import { useMemo } from 'react';
import type { TravelDestination } from '../../../shared/api';
import { useDatapadStore } from '../../stores/datapadStore';
import { useSceneStore } from '../../scene/sceneStore';
import { useTravelStore } from '../../travel/travelStore';
import { Button } from '../../ui/Button';
import { routeNeighbourhood } from './routeNeighbourhood';
import { RouteMiniMap } from './RouteMiniMap';

/** Plans a route to `id` on the Interstellar Travel tab. */
function planRouteTo(id: number): void {
  useTravelStore.getState().selectDestination(id);
  useTravelStore.getState().setTab('intergalactic');
}

/**
 * Galaxy Map: a compact map of the systems one lane away and the route to the chosen destination
 * (a click on a system plans a route there), and the way to the full 3D map behind the datapad.
 */
export function GalaxyMapTab({ destinations }: { destinations: readonly TravelDestination[] }) {
  const galaxy = useSceneStore((state) => state.galaxy);
  const mapSelection = useSceneStore((state) => state.selectedSystemId);
  const destinationId = useTravelStore((state) => state.destinationId);
  const here = destinations.find((d) => d.is_current) ?? null;
  // The destination being planned, else the system picked on the 3D map.
  const destination = destinations.find((d) => d.id === (destinationId ?? mapSelection) && !d.is_current) ?? null;
  const area = useMemo(() => (galaxy && here ? routeNeighbourhood(galaxy, here.id, destination?.id ?? null) : null), [galaxy, here, destination]);
  const byId = new Map(destinations.map((d) => [d.id, d]));
  const missionTargetId = useSceneStore((state) => state.missionTargetId);
  const target = destinations.find((d) => d.id === missionTargetId && !d.is_current) ?? null;

  const openMap = () => {
    const scene = useSceneStore.getState();
    if (scene.kind !== 'hyperspace') scene.showScene('galaxy');
    scene.selectSystem(destinationId ?? mapSelection);
    scene.requestFit();
    useDatapadStore.getState().close();
  };

  return (
    <div className="tv-map">
      {area ? (
        <>
          <RouteMiniMap area={area} destinationName={destination?.display_name ?? null} onPick={planRouteTo} />
          <p className="tv-map-route">
            {destination && area.route.length > 1
              ? `${area.route.map((id) => byId.get(id)?.name ?? '?').join(' → ')} · ${area.route.length - 1} ${area.route.length === 2 ? 'jump' : 'jumps'}`
              : 'Pick a system on the map, or a destination on Interstellar Travel, to see the way there.'}
          </p>
        </>
      ) : (
        <p>The galaxy map is still loading.</p>
      )}
      {target && (
        <div className="tv-map-picked" data-mission-target>
          <p className="eyebrow">Mission target</p>
          <p className="tv-destination-name">{target.display_name}</p>
          <Button variant="secondary" onClick={() => planRouteTo(target.id)}>{`Plan Route to ${target.name}`}</Button>
        </div>
      )}
      <div className="tv-map-actions">
        {destination && (
          <Button variant="secondary" onClick={() => planRouteTo(destination.id)}>
            {`Plan Route to ${destination.name}`}
          </Button>
        )}
        <Button variant={destination ? 'ghost' : 'primary'} onClick={openMap}>
          Open Galaxy Map
        </Button>
      </div>
    </div>
  );
}
