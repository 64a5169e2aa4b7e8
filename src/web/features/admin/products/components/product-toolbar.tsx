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

/** Search by name or brand (sent after a pause in typing) and the status filter. */
export function ProductToolbar({
  filters,
  onChange,
}: {
  filters: AdminListFilters;
  onChange: (change: Partial<AdminListFilters>) => void;
}) {
  return (
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
  );
}
