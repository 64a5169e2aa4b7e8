import { ADMIN_PRODUCT_STATUSES, type AdminProductStatus } from '../../../../shared/admin-catalogue';
import { Select } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { AdminListFilters } from '../admin-url';
import { SearchBox } from './search-box';

const STATUS_LABELS: Record<AdminProductStatus, string> = {
  all: 'All',
  active: 'Active',
  deleted: 'Deleted',
};

/** Search by name or brand (sent after a pause in typing) and the status filter. */
export function ListToolbar({
  filters,
  onChange,
}: {
  filters: AdminListFilters;
  onChange: (change: Partial<AdminListFilters>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
      <SearchBox
        id="admin-search"
        label="Search products"
        placeholder="Name or brand"
        maxLength={200}
        value={filters.q}
        onCommit={(q) => onChange({ q })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="admin-status">Status</Label>
        <Select
          id="admin-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as AdminProductStatus })}
        >
          {ADMIN_PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
