import { renderPdf } from '../../heavy-work/off-thread';
import { AppError } from '../../../shared/errors';
import {
  buildOrderDocument,
  buildPaymentReceipt,
  DOCUMENT_MESSAGES,
  hasProforma,
  hasReceipt,
  type DocumentKind,
  type OrderDocument,
  type PaymentReceipt,
} from '../../../shared/documents';
import type { Customer, OrdersService } from '../orders';
import type { SettingsService } from '../settings';
import type { DocumentDetailsRepository, IssuedKind } from './document-details';

export interface DocumentsDependencies {
  /** Reads the order for its customer or an admin (anyone else: 404, as for the order itself). */
  orders: Pick<OrdersService, 'view'>;
  settings: Pick<SettingsService, 'businessDetails'>;
  /** The business details each document was issued with. */
  issued: Pick<DocumentDetailsRepository, 'find' | 'issue'>;
}

/**
 * The order's proforma invoice (any order not cancelled) and receipt (once paid), as the model the
 * printable page shows and as a PDF. Made on each request from the order as it stands (its lines, fees
 * and payment), with the business details the document was issued with (decision 038).
 */
export class DocumentsService {
  constructor(private readonly deps: DocumentsDependencies) {}

  async document(reference: string, viewer: Customer, kind: DocumentKind): Promise<OrderDocument> {
    const { order } = await this.deps.orders.view(reference, viewer);
    if (kind === 'receipt' && !hasReceipt(order))
      throw new AppError('CONFLICT', DOCUMENT_MESSAGES.receiptNotPaid, { status: order.status });
    if (kind === 'proforma' && !hasProforma(order))
      throw new AppError('CONFLICT', DOCUMENT_MESSAGES.proformaCancelled, { status: order.status });
    return buildOrderDocument(kind, order, await this.issuedDetails(order.id, kind));
  }

  /**
   * The receipt of one payment of the order, for its customer or staff who see orders (anyone else: 404,
   * as for the order). A voided payment, or one of another order, has none (404). It keeps the business
   * details of its first reading, as the other documents keep theirs.
   */
  async paymentReceipt(reference: string, viewer: Customer, paymentId: string): Promise<PaymentReceipt> {
    const { order } = await this.deps.orders.view(reference, viewer);
    const exists = order.payments.some((payment) => payment.id === paymentId && !payment.voided);
    if (!exists) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.noSuchPayment);
    const details = await this.issuedDetails(order.id, `payment:${paymentId}`);
    return buildPaymentReceipt(order, paymentId, details)!;
  }

  async paymentReceiptPdf(reference: string, viewer: Customer, paymentId: string): Promise<Buffer> {
    return renderPdf(await this.paymentReceipt(reference, viewer, paymentId));
  }

  /**
   * The details kept when the document was issued; a document issued without them (an order written by
   * a tool rather than placed) keeps the details of its first reading.
   */
  private async issuedDetails(orderId: string, kind: IssuedKind) {
    const kept = await this.deps.issued.find(orderId, kind);
    if (kept) return kept;
    await this.deps.issued.issue(orderId, kind, await this.deps.settings.businessDetails());
    return (await this.deps.issued.find(orderId, kind))!;
  }

  async pdf(reference: string, viewer: Customer, kind: DocumentKind): Promise<Buffer> {
    return renderPdf(await this.document(reference, viewer, kind));
  }
}
