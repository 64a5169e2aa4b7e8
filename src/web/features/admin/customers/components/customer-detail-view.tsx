import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CUSTOMER_MESSAGES } from '../../../../../shared/customers';
import { Alert } from '../../../../components/ui/alert';
import { QueryError } from '../../../../components/ui/query-state';
import { ApiError } from '../../../../lib/api-client';
import { usePageTitle } from '../../../../lib/use-page-title';
import { LoadingStatus } from '../../common/components/load-states';
import { useBackToList } from '../../common/hooks/use-list-navigation';
import { adminCustomerQuery } from '../api/admin-customers';
import { CUSTOMERS_PATH } from '../customers-url';
import { BackToCustomers } from './back-to-customers';
import { CustomerDetail } from './customer-detail';

/** One customer (`/admin/customers/<id>`), once loaded, with loading, not-found and error (Retry) states. */
export function CustomerDetailView() {
  const id = useParams().id ?? '';
  const onBack = useBackToList(CUSTOMERS_PATH);
  return <CustomerPage key={id} id={id} onBack={onBack} />;
}

function CustomerPage({ id, onBack }: { id: string; onBack: () => void }) {
  const query = useQuery(adminCustomerQuery(id));
  usePageTitle(`${query.data?.customer.name ?? 'Customer'} - Admin`);
  if (query.data) return <CustomerDetail customer={query.data.customer} onBack={onBack} />;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="grid gap-6">
      <BackToCustomers onBack={onBack} />
      {notFound ? (
        <Alert>{CUSTOMER_MESSAGES.notFound}</Alert>
      ) : query.isPending ? (
        <LoadingStatus>Loading customer...</LoadingStatus>
      ) : (
        <QueryError
          label="Error loading customer"
          error={query.error}
          onRetry={() => void query.refetch()}
          className="wrap-anywhere"
        />
      )}
    </div>
  );
}
