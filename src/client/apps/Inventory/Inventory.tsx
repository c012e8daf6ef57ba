import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { InventoryItem } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { inventoryView, type InventoryFilter, type InventorySort } from '../../../shared/rules/items/inventoryView';
import { sellBackPrice } from '../../../shared/rules/items/shopPricing';
import { errorMessage } from '../../api/apiErrors';
import { markInventorySeen, shopQueryOptions } from '../../items/inventory';
import { queryKeys } from '../../api/queryKeys';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import { repairPrice } from '../../items/repairOffer';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { InventoryControls } from './InventoryControls';
import { ItemCard } from './ItemCard';
import { ItemDialogs } from './ItemDialogs';
import { ShopPanel } from './ShopPanel';
import { useItemActions } from './useItemActions';
import { Loadable } from '../../ui/Loadable';
import '../../items/items.css';
import './inventory.css';
import { SectionHeading } from '../../ui/SectionHeading';


/** Clears the new-item marks once the player has seen them here. */
function useMarkSeen(characterId: number, newItems: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (newItems === 0) return;
    void markInventorySeen().then(() => queryClient.invalidateQueries({ queryKey: queryKeys.character(characterId) }));
  }, [characterId, newItems, queryClient]);
}

function InventoryBody({ characterId, items, maxItems, newItems, credits }: { characterId: number; items: InventoryItem[]; maxItems: number; newItems: number; credits: number }) {
  const [filter, setFilter] = useState<InventoryFilter>('All');
  const [sort, setSort] = useState<InventorySort>('Name');
  const actions = useItemActions(characterId);
  const { data: shops, error: shopError } = useQuery(shopQueryOptions(characterId));
  const [picked, setPicked] = useState<number | null>(null);
  useMarkSeen(characterId, newItems);
  const shop = shops?.open ? (shops.shops.find((s) => s.place.id === picked) ?? shops.shops[0] ?? null) : null;
  const sellPrice = (item: InventoryItem) => (shop ? sellBackPrice(item.meta_data.price, shop.place.id, item.condition) : null);
  const shown = inventoryView(items, filter, sort);

  return (
    <>
      <p className="item-muted">{`${items.length} of ${maxItems} slots used`}</p>
      <InventoryControls filter={filter} sort={sort} onFilter={setFilter} onSort={setSort} />
      {shown.length === 0 ? (
        <p className="item-empty">{items.length === 0 ? 'Your inventory is empty.' : 'No items match this filter.'}</p>
      ) : (
        <ul className="item-grid" aria-label="Items">
          {shown.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              sellPrice={sellPrice(item)}
              repairPrice={repairPrice(shop, item)}
              onAction={(kind) => (kind === 'repair' ? shop && actions.repair(shop.place.id, item.id) : actions.open(kind, item))}
            />
          ))}
        </ul>
      )}
      <ItemDialogs actions={actions} shop={shop ? { id: shop.place.id, name: shop.place.name } : null} sellPrice={sellPrice} />
      {shopError && <p className="form-alert" role="alert">{errorMessage(shopError, 'Failed to load the shops')}</p>}
      {shops && <ShopPanel characterId={characterId} credits={credits} data={shops} shop={shop} onPick={setPicked} />}
    </>
  );
}

/** Inventory (seed 000 §2): filter, sort, item cards with tags, Equip and Use confirmations, selling and the shop here. */
export function Inventory({ tab }: DatapadAppProps) {
  const active = useActiveCharacter();
  const body = (
    <Loadable query={active} noCharacter={active.characterId === null} loading="Loading inventory…" failure="Failed to load inventory">
      {(character) => {
        return (
          <InventoryBody characterId={active.characterId ?? 0} items={character.inventory.items} maxItems={character.inventory.max_items} newItems={character.inventory.new_items} credits={character.credits} />
        );
      }}
    </Loadable>
  );
  return (
    <div className="item-app">
      <div className="item-app-head">
        <SectionHeading className="dp-app-title">{tab.name}</SectionHeading>
        {active.data && <p className="item-credits">{formatCredits(active.data.credits)}</p>}
      </div>
      {body}
    </div>
  );
}
