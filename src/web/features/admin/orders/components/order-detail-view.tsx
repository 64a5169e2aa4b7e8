import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { QueryError } from '../../../../components/ui/query-state';
import { ApiError } from '../../../../lib/api-client';
import { usePageTitle } from '../../../../lib/use-page-title';
import { LoadingStatus } from '../../common/components/load-states';
import { useBackToList } from '../../common/hooks/use-list-navigation';
import { adminOrderQuery } from '../api/admin-orders';
import { isOrderReference, ORDERS_PATH } from '../orders-url';
import { OrderDetail } from './order-detail';

export const ORDER_NOT_FOUND = 'Order not found';

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="ghost" onClick={onBack} className="justify-self-start">
      <ArrowLeft aria-hidden="true" />
      Back to orders
    </Button>
  );
}

/** One order (`/admin/orders/<reference>`), once loaded, with loading, not-found and error (Retry) states. */
export function OrderDetailView() {
  const reference = useParams().reference ?? '';
  const onBack = useBackToList(ORDERS_PATH);
  usePageTitle(`Order ${reference} - Admin`);
  return <OrderPage key={reference} reference={reference} onBack={onBack} />;
}

function OrderPage({ reference, onBack }: { reference: string; onBack: () => void }) {
  const valid = isOrderReference(reference);
  const query = useQuery({ ...adminOrderQuery(reference), enabled: valid });

  if (valid && query.data) {
    return (
      <OrderDetail
        order={query.data.order}
        contact={query.data.customerContact}
        payLink={query.data.payLink}
        onBack={onBack}
      />
    );
  }
  const notFound = !valid || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <div className="grid gap-6">
      <BackButton onBack={onBack} />
      {notFound ? (
        <Alert>{ORDER_NOT_FOUND}</Alert>
      ) : query.isPending ? (
        <LoadingStatus>Loading order...</LoadingStatus>
      ) : (
        <QueryError
          label="Error loading order"
          error={query.error}
          onRetry={() => void query.refetch()}
          className="wrap-anywhere"
        />
      )}
    </div>
  );
}
