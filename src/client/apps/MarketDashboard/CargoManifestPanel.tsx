import type { UseQueryResult } from '@tanstack/react-query';
import type { Manifest } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { errorMessage } from '../../api/apiErrors';

/** Cargo Manifest: what the active ship carries, valued at this market. */
export function CargoManifestPanel({ manifest }: { manifest: UseQueryResult<Manifest> }) {
  let body;
  if (manifest.error) body = <p className="form-alert" role="alert">{errorMessage(manifest.error, 'Failed to load cargo manifest')}</p>;
  else if (!manifest.data) body = <p className="dp-loading">Loading manifest…</p>;
  else if (manifest.data.manifest.length === 0) body = <p className="md-empty">The hold is empty.</p>;
  else
    body = (
      <ul className="md-manifest" aria-label="Cargo">
        {manifest.data.manifest.map((item) => (
          <li key={item.commodity_id}>
            <span className="md-manifest-name">{item.commodity_name}</span>
            <span className="md-manifest-qty">{`${item.quantity} units`}</span>
            <span className="md-manifest-value">{formatCredits(item.current_value)}</span>
            {item.reserved > 0 && <span className="md-manifest-reserved">{`${item.reserved} reserved for contracts`}</span>}
          </li>
        ))}
      </ul>
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
