import type { TradeFlow } from '../../../shared/api';

const percent = (part: number, whole: number) => `${whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0}%`;

/** Units carried, with a bar as long as its share of the biggest flow, split NPC ships (cyan) and players (violet). */
export function CarriedBar({ flow, biggest }: { flow: Pick<TradeFlow, 'units' | 'npc_units' | 'player_units'>; biggest: number }) {
  const split = [flow.npc_units > 0 && `NPC ${flow.npc_units}`, flow.player_units > 0 && `players ${flow.player_units}`].filter(Boolean).join(' · ');
  return (
    <span className="flow-carried" title={split}>
      <span className="flow-units">{flow.units.toLocaleString('en-US')}</span>
      <span className="flow-bar" aria-hidden="true">
        <span className="flow-bar-npc" style={{ width: percent(flow.npc_units, biggest) }} />
        <span className="flow-bar-player" style={{ width: percent(flow.player_units, biggest) }} />
      </span>
      <span className="flow-split">{split}</span>
    </span>
  );
}
