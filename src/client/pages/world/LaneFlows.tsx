import { useState } from 'react';
import type { TradeFlows } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { systemNames } from '../../world/flowFacts';
import { CarriedBar } from './CarriedBar';
import { FlowLaneMap } from './FlowLaneMap';
import { FlowMargin } from './FlowMargin';
import { FlowRoute } from './FlowRoute';
import { FlowsCard, windowWords } from './FlowsCard';

/** The galaxy page's trade flows: the lanes lit by the goods they carried, and every flow in a table, biggest first. */
export function LaneFlows() {
  return (
    <FlowsCard title="Trade flows" label="Trade flows">
      {(flows) => <LaneFlowsBody flows={flows} />}
    </FlowsCard>
  );
}

/** Rows the table shows until the player asks for every flow. */
const ROWS_FIRST = 12;

function LaneFlowsBody({ flows }: { flows: TradeFlows }) {
  const [all, setAll] = useState(false);
  const names = systemNames(flows);
  const biggest = flows.flows[0]?.units ?? 0;
  const shown = all ? flows.flows : flows.flows.slice(0, ROWS_FIRST);
  return (
    <>
      <p className="world-muted">Goods NPC traders and captains bought in one system and sold in another over {windowWords(flows.game_days)}.</p>
      <FlowLaneMap flows={flows.flows} />
      <div className="flows-scroll">
        <table className="world-table flows-table">
          <thead>
            <tr>
              <th>Commodity</th>
              <th>Route</th>
              <th>Carried</th>
              <th className="num">Runs</th>
              <th className="num">Bought at</th>
              <th className="num">Sold at</th>
              <th className="num">Difference</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((flow) => (
              <tr key={`${flow.from}-${flow.to}-${flow.commodity_id}`} data-flow={`${flow.from}-${flow.to}-${flow.commodity_id}`}>
                <td>{flow.commodity}</td>
                <td>
                  <FlowRoute flow={flow} names={names} />
                </td>
                <td>
                  <CarriedBar flow={flow} biggest={biggest} />
                </td>
                <td className="num">{flow.runs}</td>
                <td className="num">{formatCredits(flow.buy_price)}</td>
                <td className="num">{formatCredits(flow.sell_price)}</td>
                <td className="num">
                  <FlowMargin flow={flow} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {flows.flows.length > ROWS_FIRST && (
        <button type="button" className="btn btn-secondary flows-more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? `Show the ${ROWS_FIRST} biggest` : `Show all ${flows.flows.length} flows`}
        </button>
      )}
    </>
  );
}
