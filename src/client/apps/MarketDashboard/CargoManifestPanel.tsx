import type { UseQueryResult } from '@tanstack/react-query';
import type { Manifest } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { errorMessage } from '../../api/apiErrors';
import { Loadable } from '../../ui/Loadable';

/** Cargo Manifest: what the active ship carries, valued at this market. */
export function CargoManifestPanel({ manifest }: { manifest: UseQueryResult<Manifest> }) {
  const body = (
    <Loadable query={manifest} loading="Loading manifest…" failure={errorMessage(manifest.error, 'Failed to load cargo manifest')}>
      {(data) => {
        if (data.manifest.length === 0) return <p className="md-empty">The hold is empty.</p>;
        return (
          <ul className="md-manifest" aria-label="Cargo">
            {data.manifest.map((item) => (
              <li key={item.commodity_id}>
                <span className="md-manifest-name">{item.commodity_name}</span>
                <span className="md-manifest-qty">{`${item.quantity} units`}</span>
                <span className="md-manifest-value">{formatCredits(item.current_value)}</span>
                {item.reserved > 0 && <span className="md-manifest-reserved">{`${item.reserved} reserved for contracts`}</span>}
              </li>
            ))}
          </ul>
        );
      }}
    </Loadable>
  );
  return (
    <section className="md-panel" aria-label="Cargo Manifest">
      <h4 className="md-panel-title">Cargo Manifest</h4>
      {manifest.data && (
        <p className="md-manifest-total">{`${manifest.data.cargo_used} / ${manifest.data.cargo_capacity} units · worth ${formatCredits(manifest.data.total_value)}`}</p>
      )}
      {body}
    </section>
  );
}
