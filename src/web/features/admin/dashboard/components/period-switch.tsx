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
      <legend className="mb-2 text-sm font-semibold text-muted-foreground">Period</legend>
      <div className="inline-flex rounded-lg border border-border-strong bg-card p-1">
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
                'peer-focus-visible:ring-2 peer-focus-visible:ring-primary-soft peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-card',
                value === period
                  ? 'bg-primary-strong text-primary-foreground'
                  : 'text-foreground-soft hover:text-foreground-strong',
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
