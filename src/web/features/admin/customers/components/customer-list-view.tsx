import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { CUSTOMER_SORT_LABELS, CUSTOMER_SORTS } from '../../../../../shared/customers';
import { NIGERIAN_STATES } from '../../../../../shared/nigeria';
import { buttonVariants } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { usePageTitle } from '../../../../lib/use-page-title';
import { SearchBox } from '../../common/components/search-box';
import { useSearchFilters } from '../../common/hooks/use-search-filters';
import { customerExportUrl } from '../api/admin-customers';
import { tagFilterOptions } from '../customer-tags-model';
import { customerFilterChange, parseCustomerFilters, type CustomerFilters } from '../customers-url';
import { useCustomerList } from '../hooks/use-customer-list';
import { CustomerTable } from './customer-table';

export const CUSTOMERS_TITLE_ID = 'admin-customers-title';

const STATE_OPTIONS = [
  { value: 'all', label: 'All states' },
  ...NIGERIAN_STATES.map((state) => ({ value: state, label: state })),
];
const SORT_OPTIONS = CUSTOMER_SORTS.map((sort) => ({ value: sort, label: CUSTOMER_SORT_LABELS[sort] }));

/**
 * The customer book (`/admin/customers`): search, state, tag and sort (kept in the address), the count,
 * the customers as a table, and the CSV of every match.
 */
export function CustomerListView() {
  const { filters, setFilters } = useSearchFilters(parseCustomerFilters);
  const { search } = useLocation();
  const list = useCustomerList(filters);
  usePageTitle('Customers - Admin');
  const seenTags = useMemo(() => list.customers.flatMap((customer) => customer.tags), [list.customers]);
  const change = (next: Partial<CustomerFilters>) => setFilters(customerFilterChange(next));
  return (
    <section aria-labelledby={CUSTOMERS_TITLE_ID} className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2
          id={CUSTOMERS_TITLE_ID}
          tabIndex={-1}
          className="text-2xl font-bold text-foreground-strong focus:outline-none"
        >
          Customers
        </h2>
        {/* A plain link: the server sends the file as an attachment, so the page stays. */}
        <a href={customerExportUrl(filters)} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_12rem_10rem_10rem]">
        <SearchBox
          id="admin-customer-search"
          label="Search customers"
          placeholder="Name, phone or email"
          maxLength={100}
          value={filters.q}
          onCommit={(q) => change({ q })}
        />
        <FilterSelect
          id="admin-customer-state"
          label="State"
          value={filters.state}
          options={STATE_OPTIONS}
          onChange={(state) => change({ state: state as CustomerFilters['state'] })}
        />
        <FilterSelect
          id="admin-customer-tag"
          label="Tag"
          value={filters.tag}
          options={tagFilterOptions(seenTags, filters.tag)}
          onChange={(tag) => change({ tag })}
        />
        <FilterSelect
          id="admin-customer-sort"
          label="Sort by"
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => change({ sort: sort as CustomerFilters['sort'] })}
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {list.isPending || list.isError
          ? '\u00a0'
          : `Showing ${list.customers.length} of ${list.total} customers`}
      </p>
      <CustomerTable list={list} search={search} />
    </section>
  );
}

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
