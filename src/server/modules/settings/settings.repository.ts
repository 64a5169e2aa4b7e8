import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  businessDetails,
  deliveryClasses,
  deliveryFees,
  searchWords,
  type BusinessDetailsRow,
  type DeliveryClassRow,
  type DeliveryFeeRecord,
  type SearchWordsRow,
} from '../../db/schema';
import { inTransaction, type Transaction } from '../../db/transaction';

export type BusinessDetailsValues = Omit<BusinessDetailsRow, 'id'>;
export type DeliveryFeeValues = DeliveryFeeRecord;

export type SearchWordsValues = Omit<SearchWordsRow, 'id'>;

/** The settings' rows: the one row of business details, the delivery classes and saved delivery fees, the search words. */
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

  async deliveryFee(state: string, classId: string): Promise<DeliveryFeeRecord | undefined> {
    const rows = await this.db
      .select()
      .from(deliveryFees)
      .where(and(eq(deliveryFees.state, state), eq(deliveryFees.classId, classId)));
    return rows[0];
  }

  /** The delivery classes, smallest first. */
  deliveryClasses(): Promise<DeliveryClassRow[]> {
    return this.db.select().from(deliveryClasses).orderBy(asc(deliveryClasses.position));
  }

  /**
   * Writes the classes' names and order (and adds the new ones). Call it in a transaction: names are
   * unique, so they are first moved aside (a swap of two names would otherwise collide half-way).
   */
  async saveDeliveryClasses(rows: DeliveryClassRow[]): Promise<void> {
    await this.db.update(deliveryClasses).set({ name: sql`chr(1) || ${deliveryClasses.id}` });
    await this.db
      .insert(deliveryClasses)
      .values(rows)
      .onConflictDoUpdate({
        target: deliveryClasses.id,
        set: { name: sql`excluded.name`, position: sql`excluded.position` },
      });
  }

  /** Writes the given states' fees in one transaction: all of them or none. */
  async saveDeliveryFees(rows: DeliveryFeeValues[]): Promise<void> {
    if (rows.length === 0) return;
    await inTransaction(this.db, (tx) =>
      tx
        .insert(deliveryFees)
        .values(rows)
        .onConflictDoUpdate({
          target: [deliveryFees.state, deliveryFees.classId],
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
