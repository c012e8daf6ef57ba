import { useEffect, useRef } from 'react';
import type { CombatSessionDetail } from '../../shared/api';
import { useCombatSceneStore } from '../scene/combat/combatSceneStore';
import { useSceneStore } from '../scene/sceneStore';
import { hamIncapacitated } from './hamView';
import { resetCombatFx } from '../scene/combat/combatFx';
import { groundStage, opponentShape } from './fightStage';

/**
 * Puts the fight on the 3D stage while the play page is open (the scene the game showed before
 * comes back after), and tells the stage who has fallen. Discrete changes only.
 */
export function useFightStage(session: CombatSessionDetail | undefined) {
  const id = session?.id;
  const arena = session?.opponent.arena;
  const name = session?.opponent.name;
  const shape = session ? opponentShape(session.opponent) : null;
  const planetType = useSceneStore((state) => state.location?.planet?.planet_type ?? null);
  const ground = groundStage(session?.opponent.type ?? 'enemy', planetType);
  const groundRef = useRef(ground);

  useEffect(() => {
    if (id === undefined || !arena || !name || !shape) return;
    const previous = useSceneStore.getState().kind;
    resetCombatFx();
    useCombatSceneStore.getState().openStage({ sessionId: id, setting: arena, opponentName: name, opponentShape: shape, ground: groundRef.current });
    useSceneStore.getState().showScene('combat');
    return () => {
      useCombatSceneStore.getState().closeStage();
      useSceneStore.getState().showScene(previous === 'combat' ? 'ground' : previous);
    };
  }, [id, arena, name, shape]);

  // The planet may become known after the fight opened: the stage changes ground, the scene stays.
  useEffect(() => {
    groundRef.current = ground;
    useCombatSceneStore.getState().setGround(ground);
  }, [ground]);

  const playerDown = session ? hamIncapacitated({ health_current: session.player.health, health_max: 1, action_current: session.player.action, action_max: 1, mind_current: session.player.mind, mind_max: 1 }) : false;
  const opponentDown = session ? hamIncapacitated(session.opponent.ham) : false;
  useEffect(() => {
    useCombatSceneStore.getState().setDown(playerDown, opponentDown);
  }, [playerDown, opponentDown]);
}
