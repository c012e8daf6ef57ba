import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { worldQueries } from '../../world/world';
import { CommodityFlows } from './CommodityFlows';
import { WorldPage } from './WorldPage';

/** Seed 000 §2 "economy": galaxy-wide prices and volumes, and the day's biggest movers charted. */
export function EconomyPage() {
  return (
    <WorldPage title="Economy" query={worldQueries.economy()} failure="Failed to load the economy">
      {(economy) => (
        <>
          <h1>Economy</h1>
          <p className="world-muted">{economy.trades_24h} trades in the last 24 hours across the galaxy.</p>
          <section className="world-card" aria-label="Biggest movers">
            <h2>Biggest movers (24 h)</h2>
            {economy.movers.length === 0 ? (
              <p className="world-muted">No price has moved today.</p>
            ) : (
              <div style={{ width: '100%', height: 240 }}>
                <ResponsiveContainer>
                  <BarChart data={economy.movers} margin={{ top: 8, right: 8, bottom: 40, left: 0 }}>
                    <CartesianGrid strokeDasharray="3 3" stroke="rgba(142,166,196,0.2)" />
                    <XAxis dataKey="name" angle={-25} textAnchor="end" interval={0} tick={{ fill: '#9fb4c8', fontSize: 11 }} />
                    <YAxis unit="%" tick={{ fill: '#9fb4c8', fontSize: 11 }} />
                    <Tooltip formatter={(value) => `${String(value)} %`} contentStyle={{ background: '#06101f', border: '1px solid #1e3a55' }} />
                    <Bar dataKey="change_percent" name="Change">
                      {economy.movers.map((m) => (
                        <Cell key={m.id} fill={m.change_percent >= 0 ? '#4ade80' : '#f87171'} />
                      ))}
                    </Bar>
                  </BarChart>
                </ResponsiveContainer>
              </div>
            )}
          </section>
          <CommodityFlows />
          <section className="world-card" aria-label="Galactic prices">
            <h2>Galactic prices</h2>
            <table className="world-table">
              <thead>
                <tr>
                  <th>Commodity</th>
                  <th>Category</th>
                  <th className="num">Average</th>
                  <th className="num">Cheapest</th>
                  <th className="num">Dearest</th>
                  <th className="num">Stock</th>
                  <th className="num">Volume 24 h</th>
                  <th className="num">Change</th>
                </tr>
              </thead>
              <tbody>
                {economy.commodities.map((c) => (
                  <tr key={c.id}>
                    <td>{c.name}</td>
                    <td className="capitalize">{c.category}</td>
                    <td className="num">{formatCredits(c.average_price)}</td>
                    <td className="num">{formatCredits(c.min_price)}</td>
                    <td className="num">{formatCredits(c.max_price)}</td>
                    <td className="num">{c.total_stock}</td>
                    <td className="num">{c.volume_24h}</td>
                    <td className={`num ${c.change_percent > 0 ? 'world-up' : c.change_percent < 0 ? 'world-down' : ''}`}>{c.change_percent.toFixed(1)} %</td>
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
