import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { usePageTitle } from '../../../../lib/use-page-title';
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
    return <OrderDetail order={query.data.order} contact={query.data.customerContact} onBack={onBack} />;
  }
  if (valid && query.isPending) {
    return (
      <div className="grid gap-6">
        <BackButton onBack={onBack} />
        <p role="status" className="flex items-center gap-2 py-10 text-zinc-300">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          Loading order...
        </p>
      </div>
    );
  }
  const notFound = !valid || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <div className="grid gap-6">
      <BackButton onBack={onBack} />
      <div role="alert" className="rounded-xl border border-red-900 bg-red-950/40 p-8 text-center">
        <p className="text-red-200 wrap-anywhere">
          {notFound ? ORDER_NOT_FOUND : `Error loading order: ${errorMessage(query.error)}`}
        </p>
        {!notFound && (
          <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
            Retry
          </Button>
        )}
      </div>
    </div>
  );
}
