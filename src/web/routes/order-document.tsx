import { useParams } from 'react-router';
import { OrderDocumentView } from '../features/documents/components/order-document-view';

/** /orders/:reference/proforma (signed-in users): the order's printable proforma invoice. */
export function ProformaPage() {
  const { reference = '' } = useParams();
  return <OrderDocumentView key={reference} reference={reference} kind="proforma" />;
}

/** /orders/:reference/receipt (signed-in users): the order's printable receipt, once it is paid. */
export function ReceiptPage() {
  const { reference = '' } = useParams();
  return <OrderDocumentView key={reference} reference={reference} kind="receipt" />;
}
