import { Minus, Plus } from 'lucide-react';

interface QuantityStepperProps {
  value: number;
  /** Called with the current value minus or plus one. */
  onChange: (quantity: number) => void;
  min?: number;
  max?: number;
  /** What is counted, for the button labels: "Decrease quantity of {label}". */
  label: string;
}

const stepButton =
  'inline-flex size-11 items-center justify-center text-foreground hover:bg-accent hover:text-primary-soft disabled:opacity-40 disabled:hover:bg-transparent';

export function QuantityStepper({ value, onChange, min, max, label }: QuantityStepperProps) {
  return (
    <div
      className="inline-flex items-center rounded-md border border-input"
      role="group"
      aria-label={`Quantity of ${label}`}
    >
      <button
        type="button"
        className={`${stepButton} rounded-l-md`}
        onClick={() => onChange(value - 1)}
        disabled={min !== undefined && value <= min}
        aria-label={`Decrease quantity of ${label}`}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        className="min-w-10 text-center font-semibold tabular-nums text-foreground-strong"
        aria-live="polite"
      >
        {value}
      </output>
      <button
        type="button"
        className={`${stepButton} rounded-r-md`}
        onClick={() => onChange(value + 1)}
        disabled={max !== undefined && value >= max}
        aria-label={`Increase quantity of ${label}`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
