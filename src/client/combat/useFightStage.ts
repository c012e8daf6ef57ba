import { useEffect } from 'react';
import type { CombatSessionDetail } from '../../shared/api';
import { useCombatSceneStore, type FighterShape } from '../stores/combatSceneStore';
import { useSceneStore } from '../stores/sceneStore';
import { hamIncapacitated } from './hamView';
import { resetCombatFx } from './combatFx';

/** The opponent's silhouette: ships in orbit, beasts on four legs, everyone else on two. */
export function opponentShape(opponent: Pick<CombatSessionDetail['opponent'], 'kind' | 'arena'>): FighterShape {
  if (opponent.arena === 'orbit') return 'ship';
  return opponent.kind === 'beast' ? 'beast' : 'humanoid';
}

/**
 * Puts the fight on the 3D stage while the play page is open (the scene the game showed before
 * comes back after), and tells the stage who has fallen. Discrete changes only.
 */
export function useFightStage(session: CombatSessionDetail | undefined) {
  const id = session?.id;
  const arena = session?.opponent.arena;
  const name = session?.opponent.name;
  const shape = session ? opponentShape(session.opponent) : null;

  useEffect(() => {
    if (id === undefined || !arena || !name || !shape) return;
    const previous = useSceneStore.getState().kind;
    resetCombatFx();
    useCombatSceneStore.getState().openStage({ sessionId: id, setting: arena, opponentName: name, opponentShape: shape });
    useSceneStore.getState().showScene('combat');
    return () => {
      useCombatSceneStore.getState().closeStage();
      useSceneStore.getState().showScene(previous === 'combat' ? 'ground' : previous);
    };
  }, [id, arena, name, shape]);

  const playerDown = session ? hamIncapacitated({ health_current: session.player.health, health_max: 1, action_current: session.player.action, action_max: 1, mind_current: session.player.mind, mind_max: 1 }) : false;
  const opponentDown = session ? hamIncapacitated(session.opponent.ham) : false;
  useEffect(() => {
    useCombatSceneStore.getState().setDown(playerDown, opponentDown);
  }, [playerDown, opponentDown]);
}
