import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
} from '../../../../../shared/dashboard';
import { cn } from '../../../../lib/cn';

/** Today, This week, This month: a radio group (arrow keys move between them), kept in the address. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-zinc-300">Period</legend>
      <div className="inline-flex rounded-lg border border-zinc-700 bg-zinc-900 p-1">
        {DASHBOARD_PERIODS.map((period) => (
          <label key={period} className="relative">
            <input
              type="radio"
              name="dashboard-period"
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'inline-flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-amber-300 peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-zinc-900',
                value === period ? 'bg-amber-400 text-zinc-950' : 'text-zinc-200 hover:text-white',
              )}
            >
              {DASHBOARD_PERIOD_LABELS[period]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
