import { Link } from 'react-router';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { dangerLabel, riskLabel } from '../../../shared/rules/riskLabel';
import { worldQueries } from '../../world/world';
import { useIdParam } from './useIdParam';
import { WorldPage } from './WorldPage';

/** Seed 000 §2 "super-area show": planets, lanes, the market summary and the contracts offered. */
export function SuperAreaShowPage() {
  const id = useIdParam();
  return (
    <WorldPage title="Super area" query={worldQueries.superArea(id)} failure="Failed to load the super area">
      {(area) => (
        <>
          <nav className="world-crumbs" aria-label="Breadcrumb">
            <Link to="/galaxy">Galaxy</Link>
          </nav>
          <h1>{area.display_name}</h1>
          <p>{area.description}</p>
          <p className="world-muted">
            {dangerLabel(area.danger_level)} ({riskLabel(area.danger_level)}) · fuel {area.fuel_cost} per unit of distance · {area.characters_here} here
          </p>
          <div className="world-grid">
            <section className="world-card" aria-label="Planets">
              <h2>Planets</h2>
              <ul className="world-tree">
                {area.planets.map((p) => (
                  <li key={p.id}>
                    <Link to={`/planets/${p.id}`}>{p.name}</Link> <span className="world-muted">· {p.planet_type} · {p.districts} districts</span>
                  </li>
                ))}
              </ul>
            </section>
            <section className="world-card" aria-label="Lanes">
              <h2>Hyperspace lanes</h2>
              <ul className="world-tree">
                {area.lanes.map((l) => (
                  <li key={l.id}>
                    <Link to={`/super-areas/${l.id}`}>{l.name}</Link> <span className="world-muted">· {l.length.toFixed(1)} units</span>
                  </li>
                ))}
              </ul>
            </section>
            <section className="world-card" aria-label="Contracts offered">
              <h2>Contracts offered</h2>
              {area.contracts.length === 0 ? (
                <p className="world-muted">No contracts on offer.</p>
              ) : (
                <ul className="world-tree">
                  {area.contracts.map((c) => (
                    <li key={c.id}>
                      {c.title} <span className="world-muted">· {formatCredits(c.reward)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <section className="world-card" aria-label="Market summary">
            <h2>Market</h2>
            <table className="world-table">
              <thead>
                <tr>
                  <th>Commodity</th>
                  <th>Category</th>
                  <th>Role</th>
                  <th className="num">Price</th>
                  <th className="num">Stock</th>
                </tr>
              </thead>
              <tbody>
                {area.market.map((m) => (
                  <tr key={m.commodity_id}>
                    <td>{m.name}</td>
                    <td className="capitalize">{m.category}</td>
                    <td className="capitalize">{m.role}</td>
                    <td className="num">{formatCredits(m.price)}</td>
                    <td className="num">{m.stock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </WorldPage>
  );
}
