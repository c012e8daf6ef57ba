import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HouseView, InventoryItem } from '../../shared/api';
import { errorMessage } from '../api/apiErrors';
import { Button } from '../ui/Button';
import { Loadable } from '../ui/Loadable';
import { houseCalls, housesQuery, settleHouseAct } from './houseCalls';

type Act = { act: 'store'; structureId: number; itemId: number } | { act: 'take'; structureId: number; storedId: number };

const run = (act: Act) => (act.act === 'store' ? houseCalls.store(act.structureId, act.itemId) : houseCalls.take(act.structureId, act.storedId));

/** The character's houses (issue 38): what each stores, and, standing in its place, store carried items or take them back. */
export function HousePanel({ characterId, carried }: { characterId: number; carried: InventoryItem[] }) {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(housesQuery(characterId));
  const [message, setMessage] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: run,
    onSuccess: async (answer, variables) => {
      setMessage(answer.message);
      await settleHouseAct(queryClient, characterId, variables.act, answer);
    },
  });
  return (
    <Loadable query={{ data, error }} failure={errorMessage(error, 'Failed to load your houses')}>
      {(state) => state.houses.length === 0 ? null : (
        <div aria-label="Your houses" role="group">
          {message && <p role="status">{message}</p>}
          {act.error && <p className="form-alert" role="alert">{errorMessage(act.error)}</p>}
          {state.houses.map((house) => (
            <House key={house.structure_id} house={house} carried={carried} busy={act.isPending} onAct={(a) => act.mutate(a)} />
          ))}
        </div>
      )}
    </Loadable>
  );
}

function House({ house, carried, busy, onAct }: { house: HouseView; carried: InventoryItem[]; busy: boolean; onAct: (act: Act) => void }) {
  const full = house.stored.length >= house.slots;
  return (
    <section aria-label={`House at ${house.place.name}`} data-house={house.structure_id} data-stored={house.stored.length}>
      <h3>{`Your ${house.name} at ${house.place.name} · lot ${house.lot} · stores ${house.stored.length} of ${house.slots} items`}</h3>
      {!house.here && <p className="world-muted">{`Go to ${house.place.name} to store or take items.`}</p>}
      {house.stored.length === 0 ? <p className="world-muted">Nothing stored yet.</p> : (
        <ul className="social-list" aria-label="Stored items">
          {house.stored.map((item) => (
            <li key={item.stored_id} className="social-row" data-stored-item={item.stored_id}>
              <span>{`${item.name}${item.meta_data.crafted_by ? ` by ${String(item.meta_data.crafted_by)}` : ''} · condition ${item.condition}`}</span>
              {house.here && <Button variant="secondary" disabled={busy} onClick={() => onAct({ act: 'take', structureId: house.structure_id, storedId: item.stored_id })}>{`Take ${item.name}`}</Button>}
            </li>
          ))}
        </ul>
      )}
      {house.here && carried.length > 0 && (
        <ul className="social-list" aria-label="Items you can store">
          {carried.map((item) => (
            <li key={item.id} className="social-row" data-storable={item.id}>
              <span>{item.name}</span>
              <Button variant="secondary" disabled={busy || full} onClick={() => onAct({ act: 'store', structureId: house.structure_id, itemId: item.id })}>{`Store ${item.name}`}</Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
