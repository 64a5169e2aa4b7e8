import { Download, FileText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  DOCUMENT_KINDS,
  DOCUMENT_TITLES,
  documentPagePath,
  documentPdfPath,
  hasProforma,
  hasReceipt,
} from '../../../shared/document-links';
import type { Order } from '../../../shared/orders';

/**
 * An order's documents: the proforma invoice (not for a cancelled order) and the receipt (once paid),
 * each as its printable page and its PDF. On the shopper's status page and at the order desk; nothing
 * when the order has neither.
 */
export function OrderDocuments({
  order,
  headingLevel = 'h2',
}: {
  order: Pick<Order, 'reference' | 'status' | 'payment'> & Partial<Pick<Order, 'balance'>>;
  /** h2 on the shopper's page, h3 inside the desk's order panel. */
  headingLevel?: 'h2' | 'h3';
}) {
  const headingId = useId();
  const kinds = DOCUMENT_KINDS.filter((kind) =>
    kind === 'receipt' ? hasReceipt(order) : hasProforma(order),
  );
  if (kinds.length === 0) return null;
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-card p-4 sm:p-6 print:hidden"
    >
      <Heading id={headingId} className="text-lg font-bold text-foreground-strong">
        Documents
      </Heading>
      <ul className="mt-2 divide-y divide-border">
        {kinds.map((kind) => (
          <li key={kind} className="flex flex-wrap items-center justify-between gap-x-4 py-1">
            <Link
              to={documentPagePath(order.reference, kind)}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-strong underline-offset-4 hover:underline"
            >
              <FileText aria-hidden="true" className="size-4" />
              {DOCUMENT_TITLES[kind]}
            </Link>
            <a
              href={documentPdfPath(order.reference, kind)}
              download
              className="inline-flex min-h-11 items-center gap-2 text-sm text-foreground-soft underline-offset-4 hover:text-foreground-strong hover:underline"
            >
              <Download aria-hidden="true" className="size-4" />
              {/* The name holds the words shown (axe's label-in-name rule). */}
              <span className="sr-only">{`Download the ${DOCUMENT_TITLES[kind].toLowerCase()} `}</span>
              (PDF)
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
