import { Link } from 'react-router';
import { useCharacterSync } from '../../characters/useCharacterSync';
import { GraphicsLayer } from '../../graphics/GraphicsLayer';
import { useRealtime } from '../../realtime/useRealtime';
import { useSceneData } from '../game/useSceneData';
import { FightView } from './FightView';
import { useFightPage } from './useFightPage';
import '../game/game.css';

/**
 * The fight (combat play): the 3D stage behind (on the ground, or in orbit for ship encounters)
 * and the fight's panel over it. With graphics Off the panel alone plays the whole fight.
 */
export function CombatPlayPage() {
  useRealtime();
  useCharacterSync();
  useSceneData();
  const { sessionId, characterId, items } = useFightPage();
  return (
    <div className="game-page">
      <title>Combat · Starlane</title>
      <GraphicsLayer />
      <header className="game-hud">
        <Link to="/game" className="brand">
          Starlane
        </Link>
        {sessionId && <Link to={`/combat/${sessionId}/plain`}>Plain view</Link>}
      </header>
      <div className="game-panel combat-hud">
        {characterId === null || sessionId === null ? (
          <p className="form-alert" role="alert">No fight to show.</p>
        ) : (
          <FightView characterId={characterId} sessionId={sessionId} items={items} staged />
        )}
      </div>
    </div>
  );
}
