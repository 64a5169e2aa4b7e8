import { useParams } from 'react-router';
import { OrderView } from '../features/orders/components/order-view';

/** /orders/:reference (signed-in users): an order's status page, for its owner or an admin. */
export function OrderPage() {
  const { reference = '' } = useParams();
  return <OrderView key={reference} reference={reference} />;
}
