import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayBar, FunnelBar } from '../dashboard-model';

// Drawn by recharts, in a chunk of its own that only the Overview loads (never a storefront page). The
// charts are pictures: their figure names them and a table beside gives the same numbers.

const AXIS = { fill: '#d4d4d8', fontSize: 12 };
const TOOLTIP = {
  contentStyle: { background: '#18181b', border: '1px solid #3f3f46', borderRadius: 8, color: '#fafafa' },
  labelStyle: { color: '#fafafa' },
  itemStyle: { color: '#fcd34d' },
  cursor: { fill: 'rgba(251, 191, 36, 0.12)' },
};

export function OrdersPerDayChart({ days }: { days: DayBar[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#3f3f46" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} tickLine={false} minTickGap={24} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} width={48} />
        <Tooltip {...TOOLTIP} labelFormatter={(_, payload) => payload?.[0]?.payload?.longLabel ?? ''} />
        <Bar dataKey="orders" name="Orders" fill="#fbbf24" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function FunnelChart({ bars }: { bars: FunnelBar[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart
        data={bars}
        layout="vertical"
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#3f3f46" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} tickLine={false} />
        <YAxis type="category" dataKey="label" tick={AXIS} tickLine={false} axisLine={false} width={80} />
        <Tooltip {...TOOLTIP} />
        <Bar dataKey="orders" name="Orders" radius={[0, 3, 3, 0]} isAnimationActive={false}>
          {bars.map((bar) => (
            <Cell key={bar.step} fill={bar.step === 'cancelled' ? '#f87171' : '#fbbf24'} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
