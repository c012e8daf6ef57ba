import { ChoiceSelect } from '../../items/ChoiceSelect';
import { INVENTORY_FILTERS, INVENTORY_SORTS, type InventoryFilter, type InventorySort } from '../../../shared/rules/items/inventoryView';

/** Seed 000 §2: filter All, Usable, Equipment, Consumables; sort Name, Rarity, Value. */
export function InventoryControls({ filter, sort, onFilter, onSort }: { filter: InventoryFilter; sort: InventorySort; onFilter: (f: InventoryFilter) => void; onSort: (s: InventorySort) => void }) {
  return (
    <div className="inv-controls">
      <div className="inv-filters" role="group" aria-label="Filter">
        {INVENTORY_FILTERS.map((choice) => (
          <button key={choice} type="button" className="inv-filter" aria-pressed={filter === choice} onClick={() => onFilter(choice)}>
            {choice}
          </button>
        ))}
      </div>
      <ChoiceSelect label="Sort" value={sort} choices={INVENTORY_SORTS.map((choice) => ({ value: choice, label: choice }))} onChange={onSort} />
    </div>
  );
}
