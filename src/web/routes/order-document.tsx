import { useParams } from 'react-router';
import { DOCUMENT_KINDS, type DocumentKind } from '../../shared/document-links';
import { OrderDocumentView } from '../features/documents/components/order-document-view';
import { NotFoundPage } from './not-found';

const isDocumentKind = (value: string): value is DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(value);

/**
 * /orders/:reference/proforma and /orders/:reference/receipt (signed-in users): the order's printable
 * proforma invoice or receipt. One route and one import for both, so every page's first script names
 * this chunk's files once.
 */
export function OrderDocumentPage() {
  const { reference = '', document = '' } = useParams();
  if (!isDocumentKind(document)) return <NotFoundPage />;
  return <OrderDocumentView key={`${reference}/${document}`} reference={reference} kind={document} />;
}
