import type { TravelDestination } from '../../../shared/api';
import { useDatapadStore } from '../../datapad/datapadStore';
import { useSceneStore } from '../../stores/sceneStore';
import { useTravelStore } from '../../travel/travelStore';
import { Button } from '../../ui/Button';

/**
 * Galaxy Map: the live 3D galaxy map behind the datapad, with pan and zoom, system nodes and
 * lanes. It opens on the chosen destination; a system picked on the map is planned from here
 * or from its card on the map.
 */
export function GalaxyMapTab({ destinations }: { destinations: readonly TravelDestination[] }) {
  const mapSelection = useSceneStore((state) => state.selectedSystemId);
  const destinationId = useTravelStore((state) => state.destinationId);
  const picked = destinations.find((d) => d.id === mapSelection) ?? null;
  const missionTargetId = useSceneStore((state) => state.missionTargetId);
  const target = destinations.find((d) => d.id === missionTargetId && !d.is_current) ?? null;
  const planRoute = (destination: TravelDestination) => {
    useTravelStore.getState().selectDestination(destination.id);
    useTravelStore.getState().setTab('intergalactic');
  };

  const openMap = () => {
    const scene = useSceneStore.getState();
    if (scene.kind !== 'hyperspace') scene.showScene('galaxy');
    scene.selectSystem(destinationId ?? mapSelection);
    scene.requestFit();
    useDatapadStore.getState().close();
  };

  return (
    <div className="tv-map">
      <p>
        The galaxy map shows every star system, the hyperspace lanes between them and your current location. Drag to pan, scroll or pinch
        to zoom, and click a system to see its details; its card on the map offers Plan Travel.
      </p>
      <Button onClick={openMap}>Open Galaxy Map</Button>
      {target && (
        <div className="tv-map-picked" data-mission-target>
          <p className="eyebrow">Mission target</p>
          <p className="tv-destination-name">{target.display_name}</p>
          <Button variant="secondary" onClick={() => planRoute(target)}>{`Plan Route to ${target.name}`}</Button>
        </div>
      )}
      {picked && (
        <div className="tv-map-picked">
          <p className="eyebrow">Selected on the map</p>
          <p className="tv-destination-name">{picked.display_name}</p>
          {picked.is_current ? (
            <p className="tv-here">Current location</p>
          ) : (
            <Button variant="secondary" onClick={() => planRoute(picked)}>
              {`Plan Route to ${picked.name}`}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
