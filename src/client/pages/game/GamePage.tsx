import { Link } from 'react-router';
import { useSceneStore } from '../../scene/sceneStore';
import { Datapad } from '../../datapad/Datapad';
import { DatapadButton } from '../../datapad/DatapadButton';
import { useRealtime } from '../../realtime/useRealtime';
import { useGameSounds } from '../../audio/useGameSounds';
import { useCharacterSync } from '../../characters/useCharacterSync';
import { GraphicsLayer } from '../../graphics/GraphicsLayer';
import { SelectedSystemCard } from './SelectedSystemCard';
import { TravelLayer } from '../../travel/TravelLayer';
import { GameChatDock } from '../../social/chat/GameChatDock';
import { MissionTracker } from '../../missions/MissionTracker';
import { InterfaceTour } from '../../missions/InterfaceTour';
import { WelcomeBriefing } from '../../missions/WelcomeBriefing';
import { HudStrip } from './HudStrip';
import { NewsTicker } from './NewsTicker';
import { useSceneData } from './useSceneData';
import { usePartyMarkers } from './usePartyMarkers';
import { PartyOnMap } from './PartyOnMap';
import './game.css';

/**
 * The game shell: one persistent 3D canvas filling the screen, a thin HUD, and the datapad's
 * datapad as an HTML overlay above the canvas.
 */
export function GamePage() {
  useRealtime();
  useCharacterSync();
  useGameSounds();
  const { character, activeCharacterId } = useSceneData();
  usePartyMarkers(activeCharacterId);
  const location = character.data?.location;

  return (
    <div className="game-page">
      <title>Galaxy · Starlane</title>
      <header className="game-hud">
        <Link to="/dashboard" className="brand">
          Starlane
        </Link>
        {location && character.data ? (
          <p className="game-hud-location">
            <span className="game-hud-name">{character.data.name}</span>
            <span>
              {location.superArea.name} · {location.planet.name} · {character.data.place.name}
            </span>
          </p>
        ) : activeCharacterId === null ? (
          <p className="game-hud-location">
            No character selected. <Link to="/characters">Choose a character</Link>
          </p>
        ) : null}
        {character.data && <NewsTicker />}
        {character.data && <HudStrip character={character.data} />}
        <DatapadButton />
      </header>

      {/* Everything under the HUD is the page's main landmark: the scene, its panels and the datapad
          (whose own header is then no second banner). Same box as the page, so nothing moves. */}
      <main className="game-main">
        {/* The 3D canvas, or a still galaxy with graphics Off; the 3D chunk loads only when drawn. */}
        <GraphicsLayer />

        <div className="game-panel galaxy-tools" role="toolbar" aria-label="Galaxy map">
          <button type="button" className="btn btn-secondary" onClick={() => useSceneStore.getState().requestFit()}>
            Fit
          </button>
          {/* The hint for the pointer the player has: a mouse and keys, or a finger (game.css picks one). */}
          <span className="galaxy-tools-hint galaxy-tools-hint-mouse">Drag to pan · Scroll or pinch to zoom · Arrow keys · F to fit</span>
          <span className="galaxy-tools-hint galaxy-tools-hint-touch">Drag to pan · Pinch to zoom · Tap a system</span>
        </div>

        <SelectedSystemCard />

        {/* One column on the left, so neither covers the other: the current mission's next step
            (and the onboarding panel), then where the party-mates are beside their map markers. */}
        <div className="game-left-column">
          <MissionTracker />
          <PartyOnMap />
        </div>

        {/* Journeys over the scene: the hyperspace overlay, the status strip, random events. */}
        <TravelLayer />

        {/* A new captain's welcome, and the interface tour it (or Settings, or onboarding) starts. */}
        <WelcomeBriefing />
        {activeCharacterId !== null && <InterfaceTour characterId={activeCharacterId} />}

        {/* Chat with the system, party and guild, as a panel over the scene. */}
        <GameChatDock />

        {/* The datapad mounts here: an HTML overlay above the canvas. */}
        <div id="datapad-overlay" className="datapad-overlay" data-slot="datapad">
          <Datapad />
        </div>
      </main>
    </div>
  );
}
