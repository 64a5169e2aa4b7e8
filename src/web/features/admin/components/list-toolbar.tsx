import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { ADMIN_PRODUCT_STATUSES, type AdminProductStatus } from '../../../../shared/admin-catalogue';
import { Input, Select } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { AdminListFilters } from '../admin-url';
import { useDebouncedCommit } from '../../../lib/use-debounced-commit';

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
  const search = useDebouncedCommit(filters.q, (q) => onChange({ q }), 300);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    search.flush();
  }
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
      <form role="search" onSubmit={onSubmit} className="grid gap-1.5">
        <Label htmlFor="admin-search">Search products</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
          />
          <Input
            id="admin-search"
            type="search"
            value={search.draft}
            onChange={(event) => search.change(event.target.value)}
            placeholder="Name or brand"
            autoComplete="off"
            maxLength={200}
            className="pl-9"
          />
        </div>
      </form>
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
