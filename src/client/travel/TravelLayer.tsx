import { useCharacterStore } from '../stores/characterStore';
import { useSceneStore } from '../stores/sceneStore';
import { destinationLabel } from './destinationName';
import { RandomEventBox } from './RandomEventBox';
import { TravelProgressOverlay } from './TravelProgressOverlay';
import { TravelStatusBox } from './TravelStatusBox';
import { cancelSequence, skipSequence } from './travelSequence';
import { hasJourney } from './journeyState';
import { useTravelSession } from './useTravelSession';
import { useTravelStore } from './travelStore';
import './travelLayer.css';

/** The demo's destination: it flies nowhere. */
const DEMO_DESTINATION = 'the test beacon';

/**
 * Travel over the 3D scene, on the game page: follows the journey (status polling, countdown,
 * completion), shows the progress overlay while the tunnel cruises, a status strip while the
 * player is elsewhere, and the random event box whenever an event pauses the journey.
 */
export function TravelLayer() {
  useTravelSession();
  const overlay = useTravelStore((state) => state.overlay);
  const underway = useCharacterStore(hasJourney);
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
      {!showOverlay && underway && (
        <div className="travel-hud game-panel">
          <TravelStatusBox compact />
        </div>
      )}
      <RandomEventBox className="travel-event-floating" />
    </div>
  );
}
