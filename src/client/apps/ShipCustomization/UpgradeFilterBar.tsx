import type { UpgradeListResponse } from '../../../shared/api';
import type { UpgradeFilterValues } from '../../ships/shipCustomization';
import { ShipField } from '../../ships/ShipField';

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Category, rarity and price range (seed 001 §2); an empty choice means no filter. */
export function UpgradeFilterBar({ values, choices, onChange }: { values: UpgradeFilterValues; choices: UpgradeListResponse['filters'] | undefined; onChange: (change: Partial<UpgradeFilterValues>) => void }) {
  return (
    <form className="ship-filters" aria-label="Upgrade filters" onSubmit={(event) => event.preventDefault()}>
      <ShipField label="Category">
        {(id) => (
          <select id={id} value={values.category} onChange={(e) => onChange({ category: e.target.value })}>
            <option value="">All categories</option>
            {choices?.categories.map((c) => (
              <option key={c} value={c}>
                {capitalised(c)}
              </option>
            ))}
          </select>
        )}
      </ShipField>
      <ShipField label="Rarity">
        {(id) => (
          <select id={id} value={values.rarity} onChange={(e) => onChange({ rarity: e.target.value })}>
            <option value="">All rarities</option>
            {choices?.rarities.map((r) => (
              <option key={r} value={r}>
                {capitalised(r)}
              </option>
            ))}
          </select>
        )}
      </ShipField>
      <ShipField label="Min price">
        {(id) => (
          <input id={id} type="number" min={0} step={500} value={values.min_price} onChange={(e) => onChange({ min_price: e.target.value })} />
        )}
      </ShipField>
      <ShipField label="Max price">
        {(id) => (
          <input id={id} type="number" min={0} step={500} value={values.max_price} onChange={(e) => onChange({ max_price: e.target.value })} />
        )}
      </ShipField>
    </form>
  );
}
