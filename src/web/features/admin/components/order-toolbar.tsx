import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../../shared/order-status';
import { Input, Select } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { OrderFilters, OrderStatusFilter } from '../admin-sections-url';
import { useDebouncedCommit } from '../../../lib/use-debounced-commit';

/** Search by reference, name or phone (sent after a pause in typing) and the status filter. */
export function OrderToolbar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
}) {
  const search = useDebouncedCommit(filters.q, (q) => onChange({ q }), 300);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    search.flush();
  }
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
      <form role="search" onSubmit={onSubmit} className="grid gap-1.5">
        <Label htmlFor="admin-order-search">Search orders</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
          />
          <Input
            id="admin-order-search"
            type="search"
            value={search.draft}
            onChange={(event) => search.change(event.target.value)}
            placeholder="Reference, name or phone"
            autoComplete="off"
            maxLength={100}
            className="pl-9"
          />
        </div>
      </form>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-order-status">Order status</Label>
        <Select
          id="admin-order-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as OrderStatusFilter })}
        >
          <option value="all">All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
