import { useId } from 'react';
import type { ItemMetaData } from '../../shared/api';
import { metadataEntries } from './itemText';

/** An info button that shows all of an item's metadata on hover or focus. */
export function ItemTooltip({ name, meta }: { name: string; meta: ItemMetaData }) {
  const id = useId();
  return (
    <span className="item-tip">
      <button type="button" className="item-tip-trigger" aria-label={`Details of ${name}`} aria-describedby={id}>
        i
      </button>
      <span role="tooltip" id={id} className="item-tip-body">
        <dl>
          {metadataEntries(meta).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </span>
    </span>
  );
}
