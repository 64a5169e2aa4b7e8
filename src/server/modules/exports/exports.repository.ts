import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exportFiles, type ExportFileRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { enqueueJobs, type NewJob } from '../../jobs';

/** A row without its file: what lists and status checks read. */
export type ExportSummaryRow = Omit<ExportFileRow, 'content'>;

export interface NewExport {
  kind: string;
  format: string;
  periodFrom: string | null;
  periodTo: string | null;
  requestedBy: string;
  fileName: string;
}

const { content: _content, ...summaryColumns } = getTableColumns(exportFiles);
const IN_PROGRESS = ['queued', 'running'];
const hoursAgo = (hours: number) => sql`now() - ${hours} * interval '1 hour'`;

/** SQL of the exports: their rows, their files, and the queueing of their jobs. */
export class ExportsRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction, with a repository that writes inside it. */
  inTransaction<T>(work: (repository: ExportsRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (tx) => work(new ExportsRepository(tx)));
  }

  /** Until the transaction ends, the account's other requests for exports wait (so they count each other). */
  async lockAccount(requestedBy: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`export_files:${requestedBy}`}))`);
  }

  /** How many of the account's exports of the last `hours` are queued or running. */
  async inProgress(requestedBy: string, hours: number): Promise<number> {
    const [counted] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(exportFiles)
      .where(
        and(
          eq(exportFiles.requestedBy, requestedBy),
          inArray(exportFiles.status, IN_PROGRESS),
          gt(exportFiles.createdAt, hoursAgo(hours)),
        ),
      );
    return Number(counted?.n ?? 0);
  }

  /** A new export, queued, and its job: call inside `inTransaction`, so neither commits without the other. */
  async queue(row: NewExport, job: (id: string) => NewJob): Promise<ExportSummaryRow> {
    const [inserted] = await this.db
      .insert(exportFiles)
      .values({ id: randomUUID(), ...row })
      .returning(summaryColumns);
    await enqueueJobs(this.db, [job(inserted!.id)]);
    return inserted!;
  }

  /** The account's exports asked for in the last `hours`, newest first. */
  listFor(requestedBy: string, hours: number, limit: number): Promise<ExportSummaryRow[]> {
    return this.db
      .select(summaryColumns)
      .from(exportFiles)
      .where(and(eq(exportFiles.requestedBy, requestedBy), gt(exportFiles.createdAt, hoursAgo(hours))))
      .orderBy(desc(exportFiles.createdAt), desc(exportFiles.id))
      .limit(limit);
  }

  /** One export asked for in the last `hours`, without its file. */
  async find(id: string, hours: number): Promise<ExportSummaryRow | undefined> {
    const rows = await this.db
      .select(summaryColumns)
      .from(exportFiles)
      .where(and(eq(exportFiles.id, id), gt(exportFiles.createdAt, hoursAgo(hours))));
    return rows[0];
  }

  /** One export asked for in the last `hours`, with its file (null until ready). */
  async withContent(id: string, hours: number): Promise<ExportFileRow | undefined> {
    const rows = await this.db
      .select()
      .from(exportFiles)
      .where(and(eq(exportFiles.id, id), gt(exportFiles.createdAt, hoursAgo(hours))));
    return rows[0];
  }

  /** The job starts on it: running, unless it is gone or finished already (then undefined). */
  async start(id: string): Promise<ExportSummaryRow | undefined> {
    const rows = await this.db
      .update(exportFiles)
      .set({ status: 'running', error: null })
      .where(and(eq(exportFiles.id, id), inArray(exportFiles.status, IN_PROGRESS)))
      .returning(summaryColumns);
    return rows[0];
  }

  /** The file is made: stored, and the export ready. */
  async finish(id: string, file: { bytes: Buffer; rows: number }): Promise<void> {
    await this.db
      .update(exportFiles)
      .set({
        status: 'ready',
        content: file.bytes,
        size: file.bytes.length,
        rowCount: file.rows,
        error: null,
        finishedAt: sql`now()`,
      })
      .where(and(eq(exportFiles.id, id), inArray(exportFiles.status, IN_PROGRESS)));
  }

  /** An attempt failed: queued again for the next one, or failed for good with a message for the staff. */
  async attemptFailed(id: string, givenUp: { error: string } | null): Promise<void> {
    await this.db
      .update(exportFiles)
      .set(
        givenUp ? { status: 'failed', error: givenUp.error, finishedAt: sql`now()` } : { status: 'queued' },
      )
      .where(and(eq(exportFiles.id, id), inArray(exportFiles.status, IN_PROGRESS)));
  }

  /** Removes every export asked for more than `hours` ago, its file with it; answers how many. */
  async removeOlderThan(hours: number): Promise<number> {
    const removed = await this.db
      .delete(exportFiles)
      .where(lte(exportFiles.createdAt, hoursAgo(hours)))
      .returning({ id: exportFiles.id });
    return removed.length;
  }
}
