import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../../shared/order-status';
import { Select } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { OrderFilters, OrderStatusFilter } from '../admin-sections-url';
import { SearchBox } from './search-box';

/** Search by reference, name or phone (sent after a pause in typing) and the status filter. */
export function OrderToolbar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
      <SearchBox
        id="admin-order-search"
        label="Search orders"
        placeholder="Reference, name or phone"
        maxLength={100}
        value={filters.q}
        onCommit={(q) => onChange({ q })}
      />
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
