import { formatCredits } from '../../../shared/rules/formatCredits';
import { systemNames } from '../../world/flowFacts';
import { CarriedBar } from './CarriedBar';
import { FlowMargin } from './FlowMargin';
import { FlowRoute } from './FlowRoute';
import { FlowsCard, windowWords } from './FlowsCard';

/** The economy page's flows: per commodity, how much was carried and its biggest route with the price difference that paid for it. */
export function CommodityFlows() {
  return (
    <FlowsCard title="Top flows by commodity" label="Top flows by commodity">
      {(flows) => {
        const names = systemNames(flows);
        const commodities = flows.commodities;
        const biggest = commodities[0]?.units ?? 0;
        return (
          <>
            <p className="world-muted">What traders carried between systems over {windowWords(flows.game_days)}, and the route that carried most of each.</p>
            <div className="flows-scroll">
              <table className="world-table flows-table">
                <thead>
                  <tr>
                    <th>Commodity</th>
                    <th>Carried</th>
                    <th>Top route</th>
                    <th className="num">On it</th>
                    <th className="num">Bought → sold</th>
                    <th className="num">Difference</th>
                  </tr>
                </thead>
                <tbody>
                  {commodities.map((c) => (
                    <tr key={c.commodity_id} data-commodity={c.commodity_id}>
                      <td>
                        {c.commodity}
                        <span className="flow-via">{c.routes === 1 ? '1 route' : `${c.routes} routes`}</span>
                      </td>
                      <td>
                        <CarriedBar flow={c} biggest={biggest} />
                      </td>
                      <td>
                        <FlowRoute flow={c.top} names={names} />
                      </td>
                      <td className="num">{c.top.units.toLocaleString('en-US')}</td>
                      <td className="num">
                        {formatCredits(c.top.buy_price)} → {formatCredits(c.top.sell_price)}
                      </td>
                      <td className="num">
                        <FlowMargin flow={c.top} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        );
      }}
    </FlowsCard>
  );
}
