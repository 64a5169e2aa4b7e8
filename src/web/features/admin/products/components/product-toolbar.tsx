import { ADMIN_PRODUCT_STATUSES, type AdminProductStatus } from '../../../../../shared/admin-catalogue';
import { ListToolbar } from '../../common/components/list-toolbar';
import type { AdminListFilters } from '../products-url';

const STATUS_LABELS: Record<AdminProductStatus, string> = {
  all: 'All',
  active: 'Active',
  deleted: 'Deleted',
};

const STATUS_OPTIONS = ADMIN_PRODUCT_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

/** Search by name or brand (sent after a pause in typing), the status filter and "Low stock only". */
export function ProductToolbar({
  filters,
  onChange,
}: {
  filters: AdminListFilters;
  onChange: (change: Partial<AdminListFilters>) => void;
}) {
  return (
    <div className="grid gap-2">
      <ListToolbar
        search={{
          id: 'admin-search',
          label: 'Search products',
          placeholder: 'Name or brand',
          maxLength: 200,
          value: filters.q,
          onCommit: (q) => onChange({ q }),
        }}
        filter={{
          id: 'admin-status',
          label: 'Status',
          value: filters.status,
          options: STATUS_OPTIONS,
          onChange: (status) => onChange({ status }),
        }}
      />
      <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 text-sm font-medium text-foreground-soft">
        <input
          type="checkbox"
          checked={filters.stock === 'low'}
          onChange={(event) => onChange({ stock: event.target.checked ? 'low' : 'all' })}
          className="size-5 shrink-0 accent-primary"
        />
        Low stock only
      </label>
    </div>
  );
}
