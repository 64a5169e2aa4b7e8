import { ArrowLeft, Download, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DOCUMENT_TITLES,
  documentPdfPath,
  formatDocumentDate,
  type DocumentKind,
} from '../../../../shared/document-links';
import { bankHeading, bankLines, paidRows, type OrderDocument } from '../../../../shared/documents';
import { formatNaira } from '../../../../shared/money';
import { feeRows } from '../../../../shared/order-money';
import { ORDER_REFERENCE_PATTERN, orderPath } from '../../../../shared/order-status';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrderDocument } from '../api/documents';

const NOT_FOUND = 'Order not found';
const page = 'mx-auto max-w-4xl px-4 py-8 sm:py-12 print:max-w-none print:p-0';
const backLink =
  'inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary-strong underline-offset-4 hover:underline';

function BackToOrder({ reference }: { reference: string }) {
  return (
    <Link to={orderPath(reference)} className={backLink}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Order {reference}
    </Link>
  );
}

/** Print (the browser's dialog, with the print styles: only the paper) and the PDF download. */
function Actions({ reference, kind }: { reference: string; kind: DocumentKind }) {
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <Button onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Print
      </Button>
      <a href={documentPdfPath(reference, kind)} download className={buttonVariants({ variant: 'outline' })}>
        <Download aria-hidden="true" />
        Download PDF
      </a>
    </div>
  );
}

function Facts({ document }: { document: OrderDocument }) {
  const rows: [string, string][] = [
    ['Reference', document.reference],
    [document.kind === 'receipt' ? 'Receipt date' : 'Date', formatDocumentDate(document.date)],
  ];
  if (document.kind === 'receipt') rows.push(['Order date', formatDocumentDate(document.orderedOn)]);
  if (document.validUntil) rows.push(['Valid until', formatDocumentDate(document.validUntil)]);
  if (document.payment) rows.push(['Paid in full on', formatDocumentDate(document.payment.paidOn)]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-paper-muted-foreground">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const cellFigures = 'hidden px-2 py-2 text-right whitespace-nowrap sm:table-cell print:table-cell';

function Lines({ document }: { document: OrderDocument }) {
  const { showInstallation } = document;
  return (
    <table className="mt-8 w-full border-collapse text-sm">
      <caption className="mb-2 text-left text-base font-bold">Items on order {document.reference}</caption>
      <thead>
        <tr className="border-b-2 border-paper-border-strong text-left">
          <th scope="col" className="py-2 pr-2">
            Item
          </th>
          <th scope="col" className={cellFigures}>
            Qty
          </th>
          <th scope="col" className={cellFigures}>
            Unit price
          </th>
          {showInstallation && (
            <th scope="col" className={cellFigures}>
              Installation
            </th>
          )}
          <th scope="col" className="py-2 pl-2 text-right whitespace-nowrap">
            Line total
          </th>
        </tr>
      </thead>
      <tbody>
        {document.lines.map((line, index) => (
          <tr key={index} className="border-b border-paper-border align-top">
            <td className="py-2 pr-2">
              <span className="font-semibold break-words">{line.name}</span>
              {line.variant && <span className="block text-xs break-words">{line.variant}</span>}
              {line.brand && <span className="block text-xs text-paper-muted-foreground">{line.brand}</span>}
              {/* On a phone the figures' columns give way: the same figures under the name. */}
              <span className="block text-xs text-paper-soft-foreground sm:hidden print:hidden">
                {line.quantity} × {formatNaira(line.unitPrice)}
                {line.installation !== null && ` · Installation ${formatNaira(line.installation)}`}
              </span>
            </td>
            <td className={cellFigures}>{line.quantity}</td>
            <td className={cellFigures}>{formatNaira(line.unitPrice)}</td>
            {showInstallation && (
              <td className={cellFigures}>
                {line.installation === null ? '—' : formatNaira(line.installation)}
              </td>
            )}
            <td className="py-2 pl-2 text-right font-semibold whitespace-nowrap">
              {formatNaira(line.lineTotal)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Totals({ document }: { document: OrderDocument }) {
  const rows: [string, string][] = [
    ['Subtotal', formatNaira(document.subtotal)],
    ...feeRows(document).map((row): [string, string] => [row.label, row.amount]),
  ];
  return (
    <div className="mt-6 ml-auto max-w-sm text-sm">
      <dl className="space-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-paper-muted-foreground">{label}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t-2 border-paper-border-strong pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd>{formatNaira(document.total)}</dd>
        </div>
        {paidRows(document).map((row) => (
          <div key={row.label} className={`flex justify-between gap-4${row.strong ? ' font-bold' : ''}`}>
            <dt className={row.strong ? undefined : 'text-paper-muted-foreground'}>{row.label}</dt>
            <dd className="text-right">{row.amount}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The receipt's payments: one row each (day, method, reference, amount), then the total paid. */
function Payments({ document }: { document: OrderDocument }) {
  return (
    <table className="mt-8 w-full border-collapse text-sm">
      <caption className="mb-2 text-left text-base font-bold">
        {document.payments.length > 1 ? 'Payments received' : 'Payment received'}
      </caption>
      <thead>
        <tr className="border-b-2 border-paper-border-strong text-left">
          <th scope="col" className="py-2 pr-2">
            Date
          </th>
          <th scope="col" className="px-2 py-2">
            Method
          </th>
          <th scope="col" className="hidden px-2 py-2 sm:table-cell print:table-cell">
            Reference
          </th>
          <th scope="col" className="py-2 pl-2 text-right">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {document.payments.map((payment) => (
          <tr key={payment.id} className="border-b border-paper-border align-top">
            <td className="py-2 pr-2 whitespace-nowrap">{formatDocumentDate(payment.paidOn)}</td>
            <td className="px-2 py-2">
              {payment.method}
              {payment.reference && (
                <span className="block text-xs break-all text-paper-soft-foreground sm:hidden print:hidden">
                  {payment.reference}
                </span>
              )}
            </td>
            <td className="hidden px-2 py-2 break-all sm:table-cell print:table-cell">
              {payment.reference ?? '—'}
            </td>
            <td className="py-2 pl-2 text-right font-semibold whitespace-nowrap">
              {formatNaira(payment.amount)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-bold">
          <th scope="row" colSpan={3} className="py-2 pr-2 text-left">
            Total paid
          </th>
          <td className="py-2 pl-2 text-right whitespace-nowrap">{formatNaira(document.amountPaid)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h2 className="text-xs font-bold tracking-wide text-paper-muted-foreground uppercase">{title}</h2>
      <div className="mt-1 space-y-0.5 text-sm break-words">{children}</div>
    </section>
  );
}

/** The document as paper: white, dark ink, laid out for A4 (the print styles drop the shop around it). */
function Paper({ document }: { document: OrderDocument }) {
  const { seller, customer, bank } = document;
  return (
    <article className="mt-6 rounded-lg bg-paper p-5 text-paper-foreground shadow-lg sm:p-10 print:mt-0 print:rounded-none print:p-0 print:shadow-none">
      <div className="flex flex-wrap items-start justify-between gap-6 border-b border-paper-border pb-6">
        <div className="min-w-0">
          <p className="text-xl font-bold break-words">{seller.tradingName}</p>
          <div className="mt-1 space-y-0.5 text-sm text-paper-soft-foreground">
            {seller.address && <p className="break-words">{seller.address}</p>}
            {seller.rcNumber && <p>RC number: {seller.rcNumber}</p>}
            {seller.phones.length > 0 && <p>{seller.phones.join(', ')}</p>}
            {seller.email && <p className="break-all">{seller.email}</p>}
          </div>
        </div>
        <div>
          <h1 className="mb-3 text-2xl font-extrabold break-words">
            {document.title} {document.reference}
          </h1>
          <Facts document={document} />
        </div>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <Block title="Bill to">
          <p className="font-semibold">{customer.name}</p>
          {customer.addressLines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
          <p className="break-all">{customer.email}</p>
          {customer.phone && <p>{customer.phone}</p>}
        </Block>
        <Block title={bankHeading(document)}>
          {bankLines(bank).map((line) => (
            <p key={line.text} className={line.strong ? 'font-semibold' : undefined}>
              {line.text}
            </p>
          ))}
        </Block>
      </div>
      <Lines document={document} />
      <Totals document={document} />
      {document.kind === 'receipt' && document.payments.length > 0 && <Payments document={document} />}
      <p className="mt-6 text-sm">
        <span className="text-paper-muted-foreground">Amount in words: </span>
        <span className="font-semibold">{document.totalInWords}</span>
      </p>
      {document.validUntil && (
        <p className="mt-4 text-sm">
          <span className="font-semibold">Valid until {formatDocumentDate(document.validUntil)}.</span> Please
          quote {document.reference} with your payment.
        </p>
      )}
      {document.payment && (
        <p className="mt-4 text-sm font-semibold">
          Paid in full on {formatDocumentDate(document.payment.paidOn)}. Thank you.
        </p>
      )}
    </article>
  );
}

/**
 * `/orders/:reference/proforma` and `/receipt`: the printable document, with Print and Download PDF;
 * the not-found, "not yet" (409) and error states around it.
 */
export function OrderDocumentView({ reference, kind }: { reference: string; kind: DocumentKind }) {
  const wellFormed = ORDER_REFERENCE_PATTERN.test(reference);
  const query = useOrderDocument(reference, kind, wellFormed);
  const notFound = !wellFormed || (query.error instanceof ApiError && query.error.status === 404);
  const notYet = query.error instanceof ApiError && query.error.status === 409;
  const title = `${DOCUMENT_TITLES[kind]} ${reference}`;
  usePageTitle(notFound ? NOT_FOUND : title);

  if (notFound)
    return (
      <section className={page}>
        <h1 className="text-2xl font-bold text-foreground-strong">{NOT_FOUND}</h1>
        <p className="mt-2 text-muted-foreground">There is no order with this reference on your account.</p>
        <Link to="/account" className={`${buttonVariants({ variant: 'outline' })} mt-6`}>
          Go to My Account
        </Link>
      </section>
    );
  if (query.isPending)
    return (
      <div className={page} role="status">
        <span className="sr-only">Loading {title}...</span>
        <div aria-hidden="true" className="mt-16 h-[36rem] animate-pulse rounded-lg bg-muted/70" />
      </div>
    );
  if (query.isError)
    return (
      <section className={page}>
        <BackToOrder reference={reference} />
        <h1 className="mt-4 text-2xl font-bold break-words text-foreground-strong">{title}</h1>
        {notYet ? (
          <Alert className="mt-4">{query.error.message}</Alert>
        ) : (
          <QueryError
            label={`Error loading the ${DOCUMENT_TITLES[kind].toLowerCase()}`}
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
            className="mt-4"
          />
        )}
      </section>
    );
  return (
    <div className={page}>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackToOrder reference={reference} />
        <Actions reference={reference} kind={kind} />
      </div>
      <Paper document={query.data} />
    </div>
  );
}
