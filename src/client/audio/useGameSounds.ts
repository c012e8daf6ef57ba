import { useEffect } from 'react';
import { http } from '../api/http';
import { onCombatHit } from '../scene/combat/combatFx';
import { useDatapadStore } from '../stores/datapadStore';
import { useCharacterStore } from '../stores/characterStore';
import { useSceneStore } from '../scene/sceneStore';
import { playAmbient, playSound } from './playSound';
import { afterFirstInteraction } from './soundGate';
import { tradeSoundFor } from './tradeSound';

/**
 * The game page's sound: effects for what happens (the datapad, trades, the jump and arrival,
 * hits in a fight) and the ambient pad of the scene shown. It only listens to what exists (the
 * stores, the HTTP client's answers, the fight's hit feed), so no screen plays sounds itself.
 */
export function useGameSounds(): void {
  useEffect(() => {
    const stops = [
      useDatapadStore.subscribe((state, previous) => {
        if (state.isOpen !== previous.isOpen) playSound(state.isOpen ? 'datapad-open' : 'datapad-close');
        else if (state.isOpen && state.activeTabId !== null && state.activeTabId !== previous.activeTabId) playSound('app-open');
      }),
      // The journey, followed or not: the jump when it starts, arrival when it ends.
      useCharacterStore.subscribe((state, previous) => {
        if (state.isTravelling === previous.isTravelling || state.character?.id !== previous.character?.id) return;
        playSound(state.isTravelling ? 'jump' : 'arrival');
      }),
      useSceneStore.subscribe((state, previous) => {
        if (state.kind !== previous.kind) playAmbient(state.kind);
      }),
      afterFirstInteraction(() => playAmbient(useSceneStore.getState().kind)),
      onCombatHit((hit) => playSound(hit.missed ? 'miss' : hit.target === 'opponent' ? 'hit-dealt' : 'hit-taken')),
    ];
    const trades = http.interceptors.response.use((response) => {
      const sound = tradeSoundFor(response.config);
      if (sound) playSound(sound);
      return response;
    });
    return () => {
      for (const stop of stops) stop();
      http.interceptors.response.eject(trades);
      playAmbient(null);
    };
  }, []);
}
