import type { Database } from './client';

/** A transaction, usable wherever the database is: repositories of several modules can join one. */
export type Transaction = Database;

/**
 * Runs `work` in one transaction. Every repository built on `tx` writes inside it, so the writes of
 * several modules (an order's status move and the catalogue's stock) commit or roll back together.
 */
export function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Transaction));
}
