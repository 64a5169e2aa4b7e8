import { X } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useHydrated } from '../../../lib/hydration';
import { activeFilterChips } from '../filter-chips';
import { shopHref, type ShopFilters } from '../shop-filters';

/** The filters in force as removable chips above the results; nothing when no filter is set. */
export function FilterChips({
  filters,
  onChange,
}: {
  filters: ShopFilters;
  onChange: (change: Partial<ShopFilters>) => void;
}) {
  const chips = activeFilterChips(filters);
  // A link to the shop without that filter, which works without a script; a button once the app runs.
  const hydrated = useHydrated();
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key} className="min-w-0">
          <a
            href={shopHref(filters, chip.remove)}
            role={hydrated ? 'button' : undefined}
            aria-label={`Remove filter: ${chip.label}`}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              onChange(chip.remove);
            }}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key !== ' ') return;
              event.preventDefault();
              onChange(chip.remove);
            }}
            className="inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full border border-input bg-card py-1 pr-2 pl-3.5 text-sm font-medium text-foreground hover:border-primary-strong hover:text-primary-soft"
          >
            <span className="truncate">{chip.label}</span>
            <X aria-hidden="true" className="size-4 shrink-0" />
          </a>
        </li>
      ))}
    </ul>
  );
}
