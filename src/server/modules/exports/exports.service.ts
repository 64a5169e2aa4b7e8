import { AppError } from '../../../shared/errors';
import {
  EXPORT_KEEP_HOURS,
  EXPORT_MESSAGES,
  EXPORT_PERMISSIONS,
  EXPORTS_IN_PROGRESS_LIMIT,
  type ExportFile,
  type ExportKind,
  type ExportRequest,
} from '../../../shared/exports';
import { lagosDay } from '../../../shared/lagos-time';
import { exportFileName, type OrderExportRange, type SpreadsheetFormat } from '../../../shared/spreadsheet';
import { can, STAFF_MESSAGES } from '../../../shared/staff';
import {
  describeJobError,
  type JobHandler,
  type JobLog,
  type RetryPolicy,
  type RunningJob,
} from '../../jobs';
import { sheetBytes } from '../../heavy-work/off-thread';
import type { SheetSource } from '../../lib/spreadsheet-writer';
import type { ExportsRepository, ExportSummaryRow } from './exports.repository';

/** The job that makes one export's file. */
export const EXPORT_BUILD_JOB = 'exports.build';
/** The periodic job that removes exports after 24 hours. */
export const EXPORT_PRUNE_JOB = 'exports.prune';

/** A file is tried three times (after 10 s, then 20 s): a failure that lasts longer is the staff's to see. */
export const EXPORT_RETRY_POLICY: RetryPolicy = { retryBaseMs: 10_000, retryMaxMs: 60_000, maxAttempts: 3 };

/** A file not made in this time is a failed attempt (the job's own timeout, a little longer, is a backstop). */
const BUILD_DEADLINE_MS = 2 * 60_000;

/** The most exports a list shows (24 hours of them). */
const LIST_LIMIT = 50;

/** Who asks: the guard's user. */
export interface Requester {
  id: string;
  role: string;
  staffLevel: string | null;
}

/** The sheets of the GET endpoints, which the export jobs store rather than stream. */
export interface ExportSheets {
  /** Its columns depend on the catalogue's option names (decision 052): read before the first row. */
  products(): SheetSource | Promise<SheetSource>;
  orders(period: OrderExportRange): SheetSource;
  /** The ledger's rows paid in the period (GET /api/admin/payments/export). */
  payments(period: OrderExportRange): SheetSource;
}

export interface ExportsDependencies {
  repository: ExportsRepository;
  sheets: ExportSheets;
  /** Wakes this process's job runner once an export is queued. */
  queued?: () => void;
  retry?: RetryPolicy;
  log?: JobLog;
}

function toExportFile(row: ExportSummaryRow): ExportFile {
  return {
    id: row.id,
    kind: row.kind as ExportKind,
    format: row.format as SpreadsheetFormat,
    from: row.periodFrom,
    to: row.periodTo,
    status: row.status as ExportFile['status'],
    fileName: row.fileName,
    rowCount: row.rowCount,
    size: row.size,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: new Date(row.createdAt.getTime() + EXPORT_KEEP_HOURS * 3_600_000).toISOString(),
  };
}

const mayExport = (user: Requester, kind: ExportKind) => can(user, EXPORT_PERMISSIONS[kind]);

/**
 * Spreadsheet exports as background jobs (decision 033): a request queues the export and its job in one
 * transaction; the job makes the file with the GET endpoints' own sheets and stores it; only the person
 * who asked may read it, while their staff level still allows that kind, for 24 hours.
 */
export class ExportsService {
  private readonly retry: RetryPolicy;

  constructor(private readonly deps: ExportsDependencies) {
    this.retry = deps.retry ?? EXPORT_RETRY_POLICY;
  }

  /** Queues an export: 403 without the kind's permission, 429 with too many in progress. */
  async request(user: Requester, input: ExportRequest): Promise<ExportFile> {
    if (!mayExport(user, input.kind)) throw new AppError('FORBIDDEN', STAFF_MESSAGES.forbidden);
    const period = input.kind === 'products' ? null : { from: input.from, to: input.to };
    const row = await this.deps.repository.inTransaction(async (repository) => {
      await repository.lockAccount(user.id);
      if ((await repository.inProgress(user.id, EXPORT_KEEP_HOURS)) >= EXPORTS_IN_PROGRESS_LIMIT)
        throw new AppError('RATE_LIMITED', EXPORT_MESSAGES.tooMany);
      return repository.queue(
        {
          kind: input.kind,
          format: input.format,
          periodFrom: period?.from ?? null,
          periodTo: period?.to ?? null,
          requestedBy: user.id,
          fileName: exportFileName({ ...input, ...period }, lagosDay(new Date())),
        },
        (id) => ({ kind: EXPORT_BUILD_JOB, payload: { exportId: id } }),
      );
    });
    this.deps.queued?.();
    return toExportFile(row);
  }

  /** The caller's exports of the last 24 hours that their level still allows, newest first. */
  async list(user: Requester): Promise<ExportFile[]> {
    const rows = await this.deps.repository.listFor(user.id, EXPORT_KEEP_HOURS, LIST_LIMIT);
    return rows.filter((row) => mayExport(user, row.kind as ExportKind)).map(toExportFile);
  }

  /** One of the caller's exports: 404 for anyone else's (whoever they are), 403 once their level lost the kind. */
  async get(user: Requester, id: string): Promise<ExportFile> {
    return toExportFile(this.owned(user, await this.deps.repository.find(id, EXPORT_KEEP_HOURS)));
  }

  /** The file of one of the caller's exports: 409 while it is not ready. */
  async file(user: Requester, id: string): Promise<{ export: ExportFile; bytes: Buffer }> {
    const row = this.owned(user, await this.deps.repository.withContent(id, EXPORT_KEEP_HOURS));
    if (row.status === 'failed') throw new AppError('CONFLICT', row.error ?? EXPORT_MESSAGES.failed);
    if (row.status !== 'ready' || !row.content) throw new AppError('CONFLICT', EXPORT_MESSAGES.notReady);
    return { export: toExportFile(row), bytes: row.content };
  }

  /**
   * The job of one export: makes the file and stores it. A failed attempt puts the export back in the
   * queue; after the last one it is failed, with a message for the staff (the reason goes to the log).
   */
  async build(job: RunningJob): Promise<void> {
    const id = String(job.payload.exportId);
    const row = await this.deps.repository.start(id);
    if (!row) return; // removed, or finished by an earlier run
    try {
      const source =
        row.kind === 'products'
          ? await this.deps.sheets.products()
          : this.deps.sheets[row.kind as 'orders' | 'payments']({ from: row.periodFrom!, to: row.periodTo! });
      // Stops between rows at its own deadline, or when the queue aborts the run (its time is up, or the
      // process is stopping); a run told to stop stores nothing.
      const file = await sheetBytes(
        row.format as SpreadsheetFormat,
        source,
        AbortSignal.any([job.signal, AbortSignal.timeout(BUILD_DEADLINE_MS)]),
      );
      job.signal.throwIfAborted();
      await this.deps.repository.finish(id, file);
    } catch (error) {
      const givenUp = job.attempt >= this.retry.maxAttempts;
      this.deps.log?.warn(
        { exportId: id, attempt: job.attempt, error: describeJobError(error) },
        givenUp ? 'export failed' : 'export attempt failed',
      );
      await this.deps.repository.attemptFailed(id, givenUp ? { error: EXPORT_MESSAGES.failed } : null);
      throw error;
    }
  }

  /** Removes the exports asked for more than 24 hours ago, with their files. */
  prune(): Promise<number> {
    return this.deps.repository.removeOlderThan(EXPORT_KEEP_HOURS);
  }

  /** The queue's handler of `exports.build`. */
  buildJob(): JobHandler {
    return {
      kind: EXPORT_BUILD_JOB,
      retry: this.retry,
      timeoutMs: BUILD_DEADLINE_MS + 30_000,
      run: (job) => this.build(job),
    };
  }

  /** The queue's handler of `exports.prune`: every hour, one turn among every process. */
  pruneJob(everyMs = 60 * 60_000): JobHandler {
    return {
      kind: EXPORT_PRUNE_JOB,
      everyMs,
      run: async () => {
        await this.prune();
      },
    };
  }

  private owned<T extends ExportSummaryRow>(user: Requester, row: T | undefined): T {
    if (!row || row.requestedBy !== user.id) throw new AppError('NOT_FOUND', EXPORT_MESSAGES.notFound);
    if (!mayExport(user, row.kind as ExportKind)) throw new AppError('FORBIDDEN', STAFF_MESSAGES.forbidden);
    return row;
  }
}
