import { useCharacterStore } from '../stores/characterStore';
import { useSceneStore } from '../scene/sceneStore';
import { destinationLabel } from './destinationName';
import { RandomEventBox } from './RandomEventBox';
import { TravelProgressOverlay } from './TravelProgressOverlay';
import { cancelSequence, skipSequence } from './travelSequence';
import { useTravelSession } from './useTravelSession';
import { useTravelStore } from './travelStore';
import './travelLayer.css';

/** The demo's destination: it flies nowhere. */
const DEMO_DESTINATION = 'the test beacon';

/**
 * Travel over the 3D scene, on the game page: follows the journey (status polling, countdown,
 * completion), shows the progress overlay while the tunnel cruises and the random event box
 * whenever an event pauses the journey. A player who left the tunnel follows the journey from
 * the journey chip (HUD strip, datapad header), which covers nothing of the map.
 */
export function TravelLayer() {
  useTravelSession();
  const overlay = useTravelStore((state) => state.overlay);
  // Tunnel phases reach React only while there is an overlay to show: a jump without one (the
  // scene's own) renders nothing here.
  const showOverlay = useSceneStore((state) => overlay !== null && state.kind === 'hyperspace' && state.hyperspace.phase === 'cruise');
  const destination = useCharacterStore((state) => state.destination);
  return (
    <div className="travel-layer">
      {showOverlay && overlay && (
        <TravelProgressOverlay
          subject={overlay}
          destination={overlay.kind === 'demo' ? DEMO_DESTINATION : destinationLabel(destination)}
          onSkip={skipSequence}
          onCancel={cancelSequence}
        />
      )}
      <RandomEventBox className="travel-event-floating" />
    </div>
  );
}
