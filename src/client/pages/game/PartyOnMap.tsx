import { useSceneStore } from '../../scene/sceneStore';
import { memberLabel } from '../../scene/partyMapMarkers';

/**
 * The party on the galaxy map, as a list: each system where party-mates stand, with their names;
 * picking one selects the system on the map (its marker is drawn there). Shown on the map only.
 */
export function PartyOnMap() {
  const markers = useSceneStore((state) => state.partyMarkers);
  const onMap = useSceneStore((state) => state.kind === 'galaxy');
  if (!onMap || markers.length === 0) return null;
  return (
    <section className="game-panel party-on-map" aria-labelledby="party-on-map-title">
      <h2 id="party-on-map-title" className="eyebrow">
        Party on the map
      </h2>
      <ul>
        {markers.map((marker) => (
          <li key={marker.superAreaId} data-party-system={marker.superAreaId}>
            <button type="button" className="party-on-map-system" onClick={() => useSceneStore.getState().selectSystem(marker.superAreaId)}>
              {marker.superAreaName}
            </button>
            <span className="party-on-map-names">{marker.members.map(memberLabel).join(', ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
