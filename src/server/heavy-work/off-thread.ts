import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { OrderDocument, PaymentReceipt } from '../../shared/documents';
import { projectRoot } from '../lib/project-root';
import { SheetReadError, type Sheet, type SheetProblem } from '../lib/spreadsheet-reader';
import type { Cell, SheetFormat, SheetOptions, SheetSource } from '../lib/spreadsheet-writer';
import { WorkerPool, type Session, type TaskError } from '../lib/worker-pool';

/**
 * Spreadsheets and PDFs made on the heavy-work threads (`thread.ts`), never on the main thread that answers
 * shoppers (decision 037). The pool is this process's: at most two threads, one fewer than the cores.
 */

/** Rows sent to the thread at once: one acknowledgement per batch keeps the rows in flight bounded. */
const ROW_BATCH = 200;

/**
 * The built thread beside the built server. From the TypeScript sources (tests, `npm run dev`, scripts run by
 * tsx) a small module registers tsx in the thread, then imports the source: Node 20 does not apply hooks of
 * an `--import` flag to a worker's own entry.
 */
function threadEntry(): { file: string | URL; execArgv: string[] } {
  if (!import.meta.url.endsWith('.ts'))
    return { file: path.join(projectRoot(), 'dist/server/heavy-work.js'), execArgv: [] };
  const tsx = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const api = pathToFileURL(path.join(tsx, 'dist/esm/api/index.mjs')).href;
  const source = pathToFileURL(path.join(projectRoot(), 'src/server/heavy-work/thread.ts')).href;
  const bootstrap = `const { register } = await import(${JSON.stringify(api)}); register(); await import(${JSON.stringify(source)});`;
  return { file: new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), execArgv: [] };
}

let pool: WorkerPool | undefined;

function heavyWork(): WorkerPool {
  pool ??= new WorkerPool({
    ...threadEntry(),
    size: Math.min(2, Math.max(1, availableParallelism() - 1)),
    // A thread that runs out dies alone; the server and its shoppers go on.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return pool;
}

function toError(error: TaskError): Error {
  if (error.name === 'SheetReadError' && error.problem)
    return new SheetReadError(error.problem as SheetProblem);
  return new Error(error.message);
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/** An order document's PDF, or one payment's receipt. */
export async function renderPdf(document: OrderDocument | PaymentReceipt): Promise<Buffer> {
  return asBuffer(await heavyWork().call<Uint8Array>('pdf', document, toError));
}

/** `readSheet` of `lib/spreadsheet-reader.ts`, on a thread (the bytes are copied to it). */
export function readSheetOffThread(bytes: Buffer, options: { maxRows: number }): Promise<Sheet> {
  const copy = new Uint8Array(bytes);
  return heavyWork().call<Sheet>('readSheet', { bytes: copy, maxRows: options.maxRows }, toError, [
    copy.buffer,
  ]);
}

/** Waits until `out` wants more, or is gone (a download stopped half-way). */
function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve) => {
    out.once('drain', resolve);
    out.once('close', resolve);
  });
}

/** The thread's answers of a spreadsheet session: chunks into `out`, and a wait for each reply. */
function replies(session: Session, out: PassThrough) {
  let waiting: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let failed: Error | undefined;
  const settle = (error?: Error) => {
    const waiter = waiting;
    waiting = undefined;
    if (error) failed = error;
    if (error) waiter?.reject(error);
    else waiter?.resolve();
  };
  session.onFailure(settle);
  session.onMessage((message) => {
    const reply = message as { chunk?: Uint8Array; error?: TaskError };
    if (reply.chunk) out.write(asBuffer(reply.chunk));
    else settle(reply.error ? toError(reply.error) : undefined);
  });
  /** Sends `message` and waits for its reply (`ack`, `done` or an error). */
  return (message: unknown) =>
    new Promise<void>((resolve, reject) => {
      if (failed) return reject(failed);
      waiting = { resolve, reject };
      session.port.postMessage(message);
    });
}

/**
 * Writes every row `rows` yields into a new sheet on a heavy-work thread: answers the stream at once, so
 * the caller sends it while rows are still being read. The rows go to the thread a batch at a time, the
 * next batch once the thread has written the last and the reader has caught up; a failure half-way ends
 * the stream with the error.
 */
export function streamSheet(
  format: SheetFormat,
  options: SheetOptions,
  rows: AsyncIterable<readonly Cell[]>,
  onError: (error: unknown) => void = () => {},
): Readable {
  const out = new PassThrough();
  void (async () => {
    let session: Session | undefined;
    try {
      session = heavyWork().open('writeSheet', { format, options });
      const send = replies(session, out);
      let batch: Cell[][] = [];
      const flush = async () => {
        await send({ rows: batch });
        batch = [];
        await drained(out);
        if (out.destroyed) throw new Error('The download stopped');
      };
      for await (const cells of rows) {
        batch.push([...cells]);
        if (batch.length >= ROW_BATCH) await flush();
      }
      if (batch.length > 0) await flush();
      await send({ end: true });
      out.end();
    } catch (error) {
      // A download stopped by its reader is no failure to report.
      if (!out.destroyed) onError(error);
      session?.port.postMessage({ abort: true });
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    } finally {
      session?.end();
    }
  })();
  return out;
}

/**
 * The whole file of a source, made as `streamSheet` makes it for a download, and its number of rows under
 * the header. Stops with the signal's reason when the signal aborts (checked between rows).
 */
export async function sheetBytes(
  format: SheetFormat,
  source: SheetSource,
  signal?: AbortSignal,
): Promise<{ bytes: Buffer; rows: number }> {
  let rows = 0;
  async function* counted(): AsyncGenerator<readonly Cell[]> {
    for await (const cells of source.rows()) {
      signal?.throwIfAborted();
      rows++;
      yield cells;
    }
  }
  const chunks: Buffer[] = [];
  for await (const chunk of streamSheet(format, source.options, counted())) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), rows };
}

/** Stops the threads (a test's or a script's end; the server's threads end with its process). */
export async function closeHeavyWork(): Promise<void> {
  await pool?.close();
  pool = undefined;
}
