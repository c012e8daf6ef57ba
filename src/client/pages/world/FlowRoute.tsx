import type { TradeFlow } from '../../../shared/api';

/** Where a flow ran: "Vega → Sol", and the systems between ("via Altair · 2 jumps"). */
export function FlowRoute({ flow, names }: { flow: TradeFlow; names: ReadonlyMap<number, string> }) {
  const via = flow.path.slice(1, -1).map((id) => names.get(id) ?? '');
  const jumps = flow.path.length - 1;
  return (
    <span className="flow-route">
      <span className="flow-ends">
        {names.get(flow.from)} <span className="flow-arrow" aria-label="to">→</span> {names.get(flow.to)}
      </span>
      {via.length > 0 && (
        <span className="flow-via">
          via {via.join(', ')} · {jumps} jumps
        </span>
      )}
    </span>
  );
}
