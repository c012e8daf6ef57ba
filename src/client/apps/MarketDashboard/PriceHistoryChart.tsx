import { Area, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MarketPricePoint } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';

const dayTick = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short' });
const hourTick = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const fullTime = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });

interface ChartPoint {
  t: number;
  price: number;
  range: [number, number];
}

/** A price-history chart: the price line over the band of each hour's low and high. */
export function PriceHistoryChart({ points, days }: { points: readonly MarketPricePoint[]; days: number }) {
  const data: ChartPoint[] = points.map((p) => ({ t: Date.parse(p.time), price: p.price, range: [p.low, p.high] }));
  const tick = days > 1 ? dayTick : hourTick;
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} margin={{ top: 12, right: 16, bottom: 4, left: 8 }}>
        <defs>
          <linearGradient id="md-band" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#38e1ff" stopOpacity={0.35} />
            <stop offset="100%" stopColor="#38e1ff" stopOpacity={0.04} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke="rgba(142, 166, 196, 0.14)" vertical={false} />
        <XAxis dataKey="t" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={(t: number) => tick.format(t)} stroke="#5d7394" tick={{ fontSize: 11 }} minTickGap={28} />
        <YAxis domain={['auto', 'auto']} tickFormatter={(v: number) => formatCredits(v)} stroke="#5d7394" tick={{ fontSize: 11 }} width={64} />
        <Tooltip
          contentStyle={{ background: 'rgba(6, 14, 32, 0.94)', border: '1px solid rgba(56, 225, 255, 0.4)', borderRadius: 8, color: '#e3f1ff' }}
          labelFormatter={(t) => fullTime.format(Number(t))}
          formatter={(value, name) => {
            if (Array.isArray(value)) return [`${formatCredits(Number(value[0]))} – ${formatCredits(Number(value[1]))}`, 'Range'];
            return [formatCredits(Number(value)), name === 'price' ? 'Price' : String(name)];
          }}
        />
        <Area dataKey="range" stroke="none" fill="url(#md-band)" isAnimationActive={false} />
        <Line dataKey="price" stroke="#38e1ff" strokeWidth={2} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
