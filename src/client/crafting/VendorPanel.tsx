import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem, VendorsActionResponse } from '../../shared/api';
import { formatCredits } from '../../shared/rules/formatCredits';
import { errorMessage } from '../api/apiErrors';
import { useActiveCharacter } from '../characters/useActiveCharacter';
import { Button } from '../ui/Button';
import { Loadable } from '../ui/Loadable';
import { craftingCalls, settleVendorAct, vendorsQuery } from './craftingCalls';
import { HousePanel } from './HousePanel';
import { StructuresPanel } from './StructuresPanel';

type Act = { act: 'placeStall'; name: string } | { act: 'placeStructure'; itemId: number } | { act: 'list'; itemId: number; price: number } | { act: 'unlist'; itemId: number } | { act: 'buy'; itemId: number };

function run(act: Act): Promise<VendorsActionResponse> {
  switch (act.act) {
    case 'placeStall':
      return craftingCalls.placeStall(act.name);
    case 'list':
      return craftingCalls.list(act.itemId, act.price);
    case 'placeStructure':
      return craftingCalls.placeStructure(act.itemId);
    case 'unlist':
      return craftingCalls.unlist(act.itemId);
    default:
      return craftingCalls.buy(act.itemId);
  }
}

/** Players' vendor stalls in the place (issue 38): set up one's own, stock it with what one crafted, buy from others. */
export function VendorPanel({ characterId }: { characterId: number }) {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(vendorsQuery(characterId));
  const character = useActiveCharacter();
  const [message, setMessage] = useState<string | null>(null);
  const [stallName, setStallName] = useState('');
  const act = useMutation({
    mutationFn: run,
    onSuccess: async (answer, variables) => {
      setMessage(answer.message);
      await settleVendorAct(queryClient, characterId, variables.act, answer);
    },
  });
  const name = character.data?.name;
  return (
    <section className="world-card" aria-label="Vendor stalls">
      <h2>Vendor stalls</h2>
      <Loadable query={{ data, error }} failure={errorMessage(error, 'Failed to load the vendor stalls')}>
        {(vendors) => {
          const listed = new Set(vendors.own?.listings.map((l) => l.item.id));
          const mine = (character.data?.inventory.items ?? []).filter((item) => item.meta_data.crafted_by === name && !listed.has(item.id));
          const others = vendors.stalls.filter((stall) => stall.owner.id !== characterId);
          return (
            <div data-own-stall={vendors.own ? 'true' : 'false'}>
              {message && <p role="status">{message}</p>}
              {act.error && <p className="form-alert" role="alert">{errorMessage(act.error)}</p>}
              {vendors.own ? (
                <>
                  <h3>{`Your stall: ${vendors.own.name} (${vendors.own.place.name})`}</h3>
                  {vendors.own.listings.length === 0 ? <p className="world-muted">Nothing for sale yet.</p> : (
                    <ul className="social-list" aria-label="Your listings">
                      {vendors.own.listings.map((l) => (
                        <li key={l.item.id} className="social-row" data-listing={l.item.id}>
                          <span>{`${l.item.name} · ${formatCredits(l.price)}`}</span>
                          <Button variant="secondary" disabled={act.isPending} onClick={() => act.mutate({ act: 'unlist', itemId: l.item.id })}>Take back</Button>
                        </li>
                      ))}
                    </ul>
                  )}
                  {vendors.own.place.id === vendors.place.id && mine.length > 0 && (
                    <ul className="social-list" aria-label="Your crafted items">
                      {mine.map((item) => <ListRow key={item.id} item={item} busy={act.isPending} onList={(price) => act.mutate({ act: 'list', itemId: item.id, price })} />)}
                    </ul>
                  )}
                </>
              ) : vendors.can_place ? (
                <form onSubmit={(event) => { event.preventDefault(); act.mutate({ act: 'placeStall', name: stallName }); }}>
                  <label>
                    Stall name
                    <input value={stallName} onChange={(event) => setStallName(event.target.value)} maxLength={40} />
                  </label>
                  <Button type="submit" disabled={act.isPending}>{`Set up a stall at ${vendors.place.name}`}</Button>
                </form>
              ) : (
                <p className="world-muted">Crafters set up a stall on a stall structure of their own: craft a Trader's Booth or a Vendor Stall, place it on a lot here, then name your stall.</p>
              )}
              <StructuresPanel
                vendors={vendors}
                carried={(character.data?.inventory.items ?? []).filter((item) => typeof item.meta_data.structure === 'string' && !listed.has(item.id))}
                busy={act.isPending}
                onPlace={(itemId) => act.mutate({ act: 'placeStructure', itemId })}
              />
              <HousePanel characterId={characterId} carried={(character.data?.inventory.items ?? []).filter((item) => !listed.has(item.id))} />
              <h3>{`For sale at ${vendors.place.name}`}</h3>
              {others.every((stall) => stall.listings.length === 0) ? <p className="world-muted">No other stall sells anything here.</p> : (
                <ul className="social-list" aria-label="Stalls here">
                  {others.flatMap((stall) => stall.listings.map((l) => (
                    <li key={l.item.id} className="social-row" data-for-sale={l.item.id}>
                      <span>{`${l.item.name} by ${String(l.item.meta_data.crafted_by ?? stall.owner.name)} · ${stall.name} · ${formatCredits(l.price)}`}</span>
                      <Button disabled={act.isPending} onClick={() => act.mutate({ act: 'buy', itemId: l.item.id })}>{`Buy ${l.item.name}`}</Button>
                    </li>
                  )))}
                </ul>
              )}
            </div>
          );
        }}
      </Loadable>
    </section>
  );
}

function ListRow({ item, busy, onList }: { item: InventoryItem; busy: boolean; onList: (price: number) => void }) {
  const [price, setPrice] = useState(String(item.meta_data.price));
  return (
    <li className="social-row" data-crafted-item={item.id}>
      <form onSubmit={(event) => { event.preventDefault(); onList(Number(price)); }}>
        <span>{item.name}</span>
        <label>
          {`Price for ${item.name}`}
          <input type="number" min={1} step={1} value={price} onChange={(event) => setPrice(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary" disabled={busy}>{`List ${item.name}`}</Button>
      </form>
    </li>
  );
}
