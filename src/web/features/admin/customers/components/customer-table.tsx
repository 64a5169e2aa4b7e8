import { Contact } from 'lucide-react';
import { Link } from 'react-router';
import type { CustomerSummary } from '../../../../../shared/customers';
import { formatNaira } from '../../../../../shared/money';
import { formatPhone } from '../../../../../shared/phone';
import { Button } from '../../../../components/ui/button';
import { QueryState } from '../../../../components/ui/query-state';
import { cn } from '../../../../lib/cn';
import { formatDate } from '../../../../lib/format-date';
import { EmptyList, LoadingStatus } from '../../common/components/load-states';
import type { CustomerListState } from '../hooks/use-customer-list';
import { adminCustomerPath } from '../customers-url';
import { CustomerTagList } from './customer-tag-list';
import { CELL, TableRegion, Th } from './table-region';

export const NO_CUSTOMERS = 'No customers match these filters.';

/** The customers as a table (it scrolls sideways at 360 px), with loading, error (Retry), empty and 'Load more'. */
export function CustomerTable({ list, search }: { list: CustomerListState; search: string }) {
  return (
    <QueryState
      query={list}
      loading={<LoadingStatus>Loading customers...</LoadingStatus>}
      errorLabel="Error loading customers"
      onRetry={list.retry}
      isEmpty={list.customers.length === 0}
      empty={<EmptyList icon={Contact}>{NO_CUSTOMERS}</EmptyList>}
    >
      <div className={cn(list.isRefreshing && 'opacity-60 transition-opacity')} aria-busy={list.isRefreshing}>
        <TableRegion
          caption="Customers"
          captionHidden
          minWidth="min-w-[52rem]"
          head={
            <>
              <Th>Name</Th>
              <Th>Phone</Th>
              <Th>State</Th>
              <Th className="text-right">Orders</Th>
              <Th className="text-right">Lifetime paid</Th>
              <Th>Last order</Th>
              <Th>Tags</Th>
            </>
          }
        >
          {list.customers.map((customer) => (
            <CustomerRow key={customer.id} customer={customer} search={search} />
          ))}
        </TableRegion>
        {list.hasMore && (
          <div className="mt-8 flex justify-center">
            <Button variant="outline" size="lg" onClick={list.loadMore} disabled={list.isLoadingMore}>
              {list.isLoadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
    </QueryState>
  );
}

function CustomerRow({ customer, search }: { customer: CustomerSummary; search: string }) {
  return (
    <tr className="border-b border-border last:border-b-0">
      <th scope="row" className={cn(CELL, 'font-semibold')}>
        {/* The list's filters go along, so the customer's page leads back to the list as it was. */}
        <Link
          to={{ pathname: adminCustomerPath(customer.id), search }}
          state={{ fromList: true }}
          className="text-primary-soft underline underline-offset-2 hover:text-primary-softer"
        >
          {customer.name}
        </Link>
      </th>
      <td className={cn(CELL, 'whitespace-nowrap')}>{formatPhone(customer.phone)}</td>
      <td className={CELL}>{customer.state ?? '—'}</td>
      <td className={cn(CELL, 'text-right tabular-nums')}>{customer.orders}</td>
      <td className={cn(CELL, 'text-right whitespace-nowrap tabular-nums')}>
        {formatNaira(customer.lifetimePaid)}
      </td>
      <td className={cn(CELL, 'whitespace-nowrap')}>
        {customer.lastOrderAt ? (
          <time dateTime={customer.lastOrderAt}>{formatDate(customer.lastOrderAt)}</time>
        ) : (
          '—'
        )}
      </td>
      <td className={CELL}>
        <CustomerTagList tags={customer.tags} />
      </td>
    </tr>
  );
}
