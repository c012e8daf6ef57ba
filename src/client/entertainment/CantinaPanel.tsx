import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CantinaActionResponse, CantinaPerformance } from '../../shared/api';
import { MAX_TIP, MIN_TIP, buffText, type PerformanceKind } from '../../shared/rules/entertainment/entertainmentRules';
import { formatCredits } from '../../shared/rules/formatCredits';
import { errorMessage } from '../api/apiErrors';
import { Button } from '../ui/Button';
import { Loadable } from '../ui/Loadable';
import { EntertainmentBuffBadge } from './EntertainmentBuffBadge';
import { cantinaCalls, cantinaQuery, settleCantinaAct } from './cantina';

type Act =
  | { act: 'perform'; kind: PerformanceKind }
  | { act: 'stopPerforming' }
  | { act: 'watch'; performerId: number }
  | { act: 'stopWatching' }
  | { act: 'tip'; performerId: number; amount: number };

function run(act: Act): Promise<CantinaActionResponse> {
  switch (act.act) {
    case 'perform':
      return cantinaCalls.perform(act.kind);
    case 'watch':
      return cantinaCalls.watch(act.performerId);
    case 'tip':
      return cantinaCalls.tip(act.performerId, act.amount);
    default:
      return cantinaCalls[act.act]();
  }
}

/** The cantina at the character's place (issue 37): who performs, Perform / Watch / Tip, and the buff watching gives. */
export function CantinaPanel({ characterId }: { characterId: number }) {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(cantinaQuery(characterId));
  const [message, setMessage] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: run,
    onSuccess: async (answer, variables) => {
      setMessage(answer.message);
      await settleCantinaAct(queryClient, characterId, variables.act, answer);
    },
  });
  return (
    <section className="world-card" aria-label="Cantina">
      <h2>Cantina</h2>
      <Loadable query={{ data, error }} failure={errorMessage(error, 'Failed to load the cantina')}>
        {(cantina) => {
          const mine = cantina.performances.find((p) => p.performer.id === characterId);
          return (
            <div data-watching={cantina.watching_id ?? ''} data-performing={mine ? 'true' : 'false'}>
              {message && <p role="status">{message}</p>}
              {act.error && <p className="form-alert" role="alert">{errorMessage(act.error)}</p>}
              <EntertainmentBuffBadge buff={cantina.buff} />
              {mine ? (
                <p>
                  You are performing ({mine.kind}) for {mine.watchers.length === 1 ? '1 watcher' : `${mine.watchers.length} watchers`}
                  {mine.watchers.length > 0 && <>: {mine.watchers.map((w) => w.name).join(', ')}</>} · {formatCredits(mine.tips_received)} in tips.{' '}
                  <Button variant="secondary" busy={act.isPending} onClick={() => act.mutate({ act: 'stopPerforming' })}>
                    Stop performing
                  </Button>
                </p>
              ) : (
                <p>
                  {cantina.can_perform ? 'Take the stage:' : 'Learn Novice Entertainer (or Dancer, Musician, Image Designer) to take the stage.'}{' '}
                  <Button disabled={!cantina.can_perform || act.isPending} onClick={() => act.mutate({ act: 'perform', kind: 'dance' })}>
                    Dance
                  </Button>{' '}
                  <Button disabled={!cantina.can_perform || act.isPending} onClick={() => act.mutate({ act: 'perform', kind: 'music' })}>
                    Play music
                  </Button>
                </p>
              )}
              <h3>On stage</h3>
              {cantina.performances.filter((p) => p !== mine).length === 0 ? (
                <p className="world-muted">Nobody is performing here.</p>
              ) : (
                <ul className="social-list">
                  {cantina.performances
                    .filter((p) => p !== mine)
                    .map((p) => (
                      <PerformanceRow key={p.performer.id} performance={p} watching={cantina.watching_id === p.performer.id} busy={act.isPending} onAct={(a) => act.mutate(a)} />
                    ))}
                </ul>
              )}
            </div>
          );
        }}
      </Loadable>
    </section>
  );
}

function PerformanceRow({ performance, watching, busy, onAct }: { performance: CantinaPerformance; watching: boolean; busy: boolean; onAct: (act: Act) => void }) {
  const [amount, setAmount] = useState('10');
  const { performer, kind, watchers, buff } = performance;
  const effect = buffText({ experienceBonusPercent: buff.experience_bonus_percent, regenerationMultiplier: buff.regeneration_multiplier });
  return (
    <li className="social-row" data-performer={performer.id}>
      <span>
        {performer.name} <span className="world-muted">· {kind === 'dance' ? 'dancing' : 'playing music'} · {watchers.length} watching · watching gives {effect}</span>
      </span>
      {watching ? (
        <Button variant="secondary" busy={busy} onClick={() => onAct({ act: 'stopWatching' })}>
          Stop watching
        </Button>
      ) : (
        <Button variant="secondary" busy={busy} onClick={() => onAct({ act: 'watch', performerId: performer.id })}>
          Watch {performer.name}
        </Button>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onAct({ act: 'tip', performerId: performer.id, amount: Number(amount) });
        }}
      >
        <label>
          Tip amount
          <input type="number" min={MIN_TIP} max={MAX_TIP} step={1} value={amount} onChange={(event) => setAmount(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary" disabled={busy}>
          Tip {performer.name}
        </Button>
      </form>
    </li>
  );
}
