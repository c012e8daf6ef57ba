import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { worldCalls, worldQueries } from '../../world/world';
import { Button } from '../../ui/Button';
import { useIdParam } from './useIdParam';
import './world.css';

/** Seed 000 §2 "character update location": move the character to a place by its number (a walk; an admin: anywhere). */
export function UpdateLocationPage() {
  const characterId = useIdParam();
  const queryClient = useQueryClient();
  const [placeId, setPlaceId] = useState('');
  const { data: locations } = useQuery(worldQueries.locations());
  const move = useMutation({
    mutationFn: () => worldCalls.updateLocation(characterId, Number(placeId)),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.characterRoot }), queryClient.invalidateQueries({ queryKey: queryKeys.world.all })]),
  });
  return (
    <div className="world-page">
      <title>Update location · Starlane</title>
      <h1>Update location</h1>
      <p className="world-muted">
        A character walks to any place of its location; further needs a shuttle or a hyperspace route (<Link to="/movement">Movement</Link>). {locations ? `${locations.locations.length} locations in the galaxy.` : ''}
      </p>
      <form
        className="world-form world-card"
        onSubmit={(event) => {
          event.preventDefault();
          move.mutate();
        }}
      >
        <label className="field-label" htmlFor="place-id">
          Place number
        </label>
        <input id="place-id" className="field-input" inputMode="numeric" value={placeId} onChange={(e) => setPlaceId(e.target.value)} />
        {move.error && <p className="form-alert" role="alert">{errorMessage(move.error)}</p>}
        {move.data && <p role="status">{move.data.message}</p>}
        <div className="world-actions">
          <Button type="submit" busy={move.isPending}>
            Move
          </Button>
        </div>
      </form>
    </div>
  );
}
