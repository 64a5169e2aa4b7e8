import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  businessDetails,
  deliveryFees,
  searchWords,
  type BusinessDetailsRow,
  type DeliveryFeeRecord,
  type SearchWordsRow,
} from '../../db/schema';
import { inTransaction, type Transaction } from '../../db/transaction';

export type BusinessDetailsValues = Omit<BusinessDetailsRow, 'id'>;
export type DeliveryFeeValues = DeliveryFeeRecord;

export type SearchWordsValues = Omit<SearchWordsRow, 'id'>;

/** The settings' rows: the one row of business details, the saved delivery fees, the search words. */
export class SettingsRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: SettingsRepository, tx: Transaction) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (tx) => work(new SettingsRepository(tx), tx));
  }

  async businessDetails(): Promise<BusinessDetailsRow | undefined> {
    const [row] = await this.db.select().from(businessDetails).limit(1);
    return row;
  }

  /** The details' version: when they were last saved (0 before the first save). */
  async businessDetailsVersion(): Promise<number> {
    const [row] = await this.db
      .select({ updatedAt: businessDetails.updatedAt })
      .from(businessDetails)
      .where(eq(businessDetails.id, 1));
    return row ? row.updatedAt.getTime() : 0;
  }

  /** Writes the one row, created on the first save. */
  async saveBusinessDetails(values: BusinessDetailsValues): Promise<BusinessDetailsRow> {
    const [row] = await this.db
      .insert(businessDetails)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: businessDetails.id, set: values })
      .returning();
    return row!;
  }

  async searchWords(): Promise<SearchWordsRow | undefined> {
    const [row] = await this.db.select().from(searchWords).limit(1);
    return row;
  }

  /** Writes the one row, created on the first save (its trigger moves the catalogue's version). */
  async saveSearchWords(values: SearchWordsValues): Promise<void> {
    await this.db
      .insert(searchWords)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: searchWords.id, set: values });
  }

  deliveryFees(): Promise<DeliveryFeeRecord[]> {
    return this.db.select().from(deliveryFees);
  }

  async deliveryFee(state: string): Promise<DeliveryFeeRecord | undefined> {
    const rows = await this.db.select().from(deliveryFees).where(eq(deliveryFees.state, state));
    return rows[0];
  }

  /** Writes the given states' fees in one transaction: all of them or none. */
  async saveDeliveryFees(rows: DeliveryFeeValues[]): Promise<void> {
    if (rows.length === 0) return;
    await inTransaction(this.db, (tx) =>
      tx
        .insert(deliveryFees)
        .values(rows)
        .onConflictDoUpdate({
          target: deliveryFees.state,
          set: {
            feeKobo: sql`excluded.fee_kobo`,
            updatedAt: sql`excluded.updated_at`,
            updatedBy: sql`excluded.updated_by`,
            updatedById: sql`excluded.updated_by_id`,
          },
        })
        .then(() => undefined),
    );
  }
}
