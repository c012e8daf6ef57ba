import { useEffect, useRef, useState } from 'react';
import type { CombatActionRequest } from '../../shared/api';
import { isCritical } from '../../shared/rules/combat/hamRules';
import { AUTO_ATTACK_PACE_MS, nextAutoMove, type HealthNow } from './autoAttack';
import type { useFight } from './useFight';

/**
 * Auto-attack and the queued move, over the fight's one action route: each turn is still one
 * request carrying the turn number the player saw (the server plays it once). A move chosen while
 * a turn is in flight waits as the queued move and goes as soon as the answer comes; with
 * auto-attack on, a turn nobody chose plays the default attack after a short pause.
 */
export function useAutoFight(fight: ReturnType<typeof useFight>, health: HealthNow) {
  const [auto, setAutoState] = useState(false);
  const [queued, setQueued] = useState<CombatActionRequest | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const pauseOnCritical = useRef(true);
  const session = fight.session.data;
  const active = session?.status === 'active' && session.current_turn === 'player';
  const turn = session?.turn_number;
  const { busy } = fight;
  const send = fight.act.mutate;
  const { current, max, wounds } = health;

  const setAuto = (on: boolean) => {
    // Turned on while already critical: the player has seen it, so don't pause for it at once.
    pauseOnCritical.current = !isCritical(health.current, health.max, health.wounds);
    setNotice(null);
    setAutoState(on);
  };

  // A move chosen while the last was in flight goes at once when the answer is in.
  useEffect(() => {
    if (!active || busy || !queued) return;
    setQueued(null);
    send(queued);
  }, [active, busy, queued, send]);

  // Auto-attack: the turn nobody chose, after a breath.
  useEffect(() => {
    if (!auto || !active || busy || queued || !session) return;
    const timer = setTimeout(() => {
      const step = nextAutoMove(session, { current, max, wounds }, pauseOnCritical.current);
      if ('stop' in step) {
        setAutoState(false);
        setNotice(step.stop);
        return;
      }
      send(step.play);
    }, AUTO_ATTACK_PACE_MS);
    return () => clearTimeout(timer);
    // The turn number keys the timer: one auto move per turn.
  }, [auto, active, busy, queued, session, turn, send, current, max, wounds]);

  // A fight that ended leaves nothing to play.
  useEffect(() => {
    if (session && session.status !== 'active') {
      setAutoState(false);
      setQueued(null);
    }
  }, [session]);

  /** The player's own move: now if the turn is free, else queued for the next; fleeing stops auto-attack. */
  const choose = (request: CombatActionRequest) => {
    if (request.action === 'flee') setAutoState(false);
    setNotice(null);
    if (busy) setQueued(request);
    else send(request);
  };

  return { auto, setAuto, queued, cancelQueued: () => setQueued(null), choose, notice };
}
