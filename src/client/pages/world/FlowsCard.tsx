import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TradeFlows } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { Loadable } from '../../ui/Loadable';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { tradeFlowsQueryOptions, type FlowDays } from '../../world/tradeFlows';
import './flows.css';

const WINDOWS = [
  { value: 1, label: '1 game day' },
  { value: 3, label: '3 game days' },
  { value: 7, label: '7 game days' },
] as const satisfies readonly { value: FlowDays; label: string }[];

/** The window's words in a sentence: "the last game day", "the last 3 game days". */
export const windowWords = (days: number) => (days === 1 ? 'the last game day' : `the last ${days} game days`);

/**
 * A world page's card of trade flows: its title, the window picker (1, 3 or 7 game days) and,
 * once the read answered, its body; or the empty line when nothing was carried in the window.
 */
export function FlowsCard({ title, label, children }: { title: string; label: string; children: (flows: TradeFlows) => ReactNode }) {
  const [days, setDays] = useState<FlowDays>(1);
  const read = useQuery(tradeFlowsQueryOptions(days));
  return (
    <section className="world-card flows-card" aria-label={label} data-flows-days={read.data?.game_days} data-flows={read.data?.flows.length}>
      <header className="flows-head">
        <h2>{title}</h2>
        <SegmentedControl label="Window" options={WINDOWS} value={days} onChange={setDays} />
      </header>
      <Loadable query={read} failure={errorMessage(read.error, 'Failed to load the trade flows')}>
        {(flows) =>
          flows.flows.length === 0 ? (
            <p className="world-muted">No goods were carried between systems in {windowWords(flows.game_days)}.</p>
          ) : (
            children(flows)
          )
        }
      </Loadable>
    </section>
  );
}
