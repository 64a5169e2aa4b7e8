import { and, eq } from 'drizzle-orm';
import type { DocumentKind } from '../../../shared/documents';
import type { Order } from '../../../shared/orders';
import { storedDetailsSchema, type BusinessDetails } from '../../../shared/settings';
import type { Database } from '../../db/client';
import { documentDetails } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { OrderNotifier } from '../orders';
import type { SettingsService } from '../settings';

/** A document kept with its details: the proforma, the receipt, or one payment's receipt (`payment:<id>`). */
export type IssuedKind = DocumentKind | `payment:${string}`;

/**
 * The business details each document was issued with (decision 038), so that saving the settings never
 * changes a proforma or a receipt already issued. The first details kept for a document stay.
 */
export class DocumentDetailsRepository {
  constructor(private readonly db: Database) {}

  async issue(orderId: string, kind: IssuedKind, details: BusinessDetails): Promise<void> {
    await this.db.insert(documentDetails).values({ orderId, kind, details }).onConflictDoNothing();
  }

  async find(orderId: string, kind: IssuedKind): Promise<BusinessDetails | undefined> {
    const [row] = await this.db
      .select({ details: documentDetails.details })
      .from(documentDetails)
      .where(and(eq(documentDetails.orderId, orderId), eq(documentDetails.kind, kind)));
    // Kept as JSON: a snapshot from before a field existed reads that field as blank.
    return row ? storedDetailsSchema.parse({ ...BLANK, ...row.details }) : undefined;
  }
}

const BLANK: BusinessDetails = {
  tradingName: '',
  whatsapp: '',
  address: '',
  rcNumber: '',
  phone: '',
  otherPhone: '',
  email: '',
  bankName: '',
  accountName: '',
  accountNumber: '',
  proformaValidityDays: 7,
  hours: [],
};

/**
 * Issues the documents as the order moves, in the order's transaction: the proforma's details when the
 * order is placed, the receipt's when it is marked paid.
 */
export class DocumentIssuer implements OrderNotifier {
  constructor(private readonly settings: Pick<SettingsService, 'inTransaction'>) {}

  async placed(tx: Transaction, order: Order): Promise<void> {
    await this.issue(tx, order, 'proforma');
  }

  async moved(tx: Transaction, order: Order): Promise<void> {
    if (order.status === 'paid' && order.payment) await this.issue(tx, order, 'receipt');
  }

  private async issue(tx: Transaction, order: Order, kind: DocumentKind): Promise<void> {
    // Read in the order's transaction (the embedded database runs one transaction at a time).
    const details = await this.settings.inTransaction(tx).businessDetails();
    await new DocumentDetailsRepository(tx).issue(order.id, kind, details);
  }
}
