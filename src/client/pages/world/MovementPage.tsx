import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { initiateTravel } from '../../travel/travel';
import { worldCalls, worldQueries } from '../../world/world';
import { formatRealWait } from '../../../shared/rules/travel/pacing';
import { formatShuttleTime } from '../../../shared/rules/travel/travelTime';
import { Button } from '../../ui/Button';
import { WithCharacter } from '../social/WithCharacter';
import { Loadable } from '../../ui/Loadable';
import { CantinaPanel } from '../../entertainment/CantinaPanel';
import { VendorPanel } from '../../crafting/VendorPanel';
import { isSocialPlace } from '../../../shared/rules/entertainment/entertainmentRules';
import './world.css';

/** Seed 000 §2 "movement show": walk between the places of the location, or take a local shuttle; the ground scene follows the character. */
export function MovementPage() {
  return <WithCharacter title="Movement">{(characterId) => <Movement characterId={characterId} />}</WithCharacter>;
}

function Movement({ characterId }: { characterId: number }) {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(worldQueries.movement(characterId));
  const [message, setMessage] = useState<string | null>(null);
  // The character read feeds the scene store (useCharacterSync), so the ground scene moves with it.
  const moved = async (text: string) => {
    setMessage(text);
    await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.world.all }), queryClient.invalidateQueries({ queryKey: queryKeys.characterRoot }), queryClient.invalidateQueries({ queryKey: queryKeys.travel.all(characterId) })]);
  };
  const walk = useMutation({ mutationFn: (placeId: number) => worldCalls.updateLocation(characterId, placeId), onSuccess: (r) => moved(r.message) });
  const shuttle = useMutation({ mutationFn: (option: NonNullable<typeof data>['shuttles'][number]) => initiateTravel({ kind: 'shuttle', shuttle: option }), onSuccess: (r) => moved(r.message) });
  return (
    <Loadable query={{ data, error }} failure={errorMessage(error, 'Failed to load movement')}>
      {(data) => {
        const failure = walk.error ?? shuttle.error;
        return (
          <div className="world-page" data-place={data.place.id}>
            <p>
              You are at <Link to={`/places/${data.place.id}`}>{data.place.name}</Link> in {data.location.name}, {data.planet.name} ({data.super_area.name}).
            </p>
            {data.is_travelling && <p className="social-badge">Travelling</p>}
            {message && <p role="status">{message}</p>}
            {failure && <p className="form-alert" role="alert">{errorMessage(failure)}</p>}
            {isSocialPlace(data.place.place_type) && <CantinaPanel characterId={characterId} />}
            <VendorPanel characterId={characterId} />
            <section className="world-card" aria-label="Walk">
              <h2>Walk to</h2>
              {data.walk.length === 0 ? (
                <p className="world-muted">No other place in {data.location.name}.</p>
              ) : (
                <ul className="social-list">
                  {data.walk.map((p) => (
                    <li key={p.id} className="social-row">
                      <span>
                        {p.name} <span className="world-muted capitalize">· {p.place_type}</span>
                      </span>
                      <Button variant="secondary" disabled={data.is_travelling} busy={walk.isPending && walk.variables === p.id} onClick={() => walk.mutate(p.id)}>
                        Walk to {p.name}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="world-card" aria-label="Local shuttles">
              <h2>Local shuttles</h2>
              {data.shuttles.length === 0 ? (
                <p className="world-muted">No shuttle flies from here: walk to the shuttleport.</p>
              ) : (
                <ul className="social-list">
                  {data.shuttles.map((s) => (
                    <li key={s.id} className="social-row">
                      <span>
                        {s.to} <span className="world-muted">· {s.planet}, {s.location} · {s.cost} credits · {formatShuttleTime(s.travel_time)} ({formatRealWait(s.real_time)})</span>
                      </span>
                      <Button variant="secondary" disabled={data.is_travelling} busy={shuttle.isPending} onClick={() => shuttle.mutate(s)}>
                        Take shuttle
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        );
      }}
    </Loadable>
  );
}
