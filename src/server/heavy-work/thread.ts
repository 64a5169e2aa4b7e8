import { parentPort, type MessagePort } from 'node:worker_threads';
import type { OrderDocument, PaymentReceipt } from '../../shared/documents';
import { readSheet, SheetReadError } from '../lib/spreadsheet-reader';
import { openSheet, type Cell, type SheetFormat, type SheetOptions } from '../lib/spreadsheet-writer';
import type { TaskError } from '../lib/worker-pool';
import { renderDocumentPdf } from '../modules/documents';

/**
 * The heavy-work thread (decision 037): what `heavy-work/off-thread.ts` sends it. Built as
 * dist/server/heavy-work.js; run from its source under tsx in the tests and `npm run dev`.
 */

function errorOf(error: unknown): TaskError {
  if (error instanceof SheetReadError)
    return { name: error.name, message: error.message, problem: error.problem };
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };
}

/** A copy in a buffer of its own, so it can be handed over without copying again. */
function own(chunk: Buffer | Uint8Array): Uint8Array {
  return new Uint8Array(chunk);
}

async function oneShot(port: MessagePort, task: () => Promise<unknown>) {
  try {
    const result = await task();
    port.postMessage({ result }, result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : []);
  } catch (error) {
    port.postMessage({ error: errorOf(error) });
  }
}

/**
 * A spreadsheet written as its rows arrive: `{ rows }` is answered `{ ack }` once written (the file's bytes
 * go out as `{ chunk }` meanwhile), `{ end }` with `{ done }` after the last chunk; `{ abort }` stops it.
 */
function writeSheet(port: MessagePort, input: { format: SheetFormat; options: SheetOptions }) {
  const writer = openSheet(input.format, input.options);
  const finished = new Promise<void>((resolve, reject) => {
    writer.stream.on('end', resolve);
    writer.stream.on('error', reject);
  });
  writer.stream.on('data', (chunk: Buffer) => {
    const bytes = own(chunk);
    port.postMessage({ chunk: bytes }, [bytes.buffer as ArrayBuffer]);
  });
  port.on('message', async (message: { rows?: Cell[][]; end?: true; abort?: true }) => {
    try {
      if (message.rows) {
        for (const cells of message.rows) await writer.row(cells);
        port.postMessage({ ack: true });
      } else if (message.end) {
        await writer.end();
        await finished;
        port.postMessage({ done: true });
        port.close();
      } else if (message.abort) {
        writer.abort(new Error('aborted'));
        port.close();
      }
    } catch (error) {
      port.postMessage({ error: errorOf(error) });
      port.close();
    }
  });
}

parentPort?.on('message', ({ kind, input, port }: { kind: string; input: unknown; port: MessagePort }) => {
  switch (kind) {
    case 'pdf':
      return void oneShot(port, async () =>
        own(await renderDocumentPdf(input as OrderDocument | PaymentReceipt)),
      );
    case 'readSheet': {
      const { bytes, maxRows } = input as { bytes: Uint8Array; maxRows: number };
      return void oneShot(port, () =>
        readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), { maxRows }),
      );
    }
    case 'writeSheet':
      return writeSheet(port, input as { format: SheetFormat; options: SheetOptions });
    default:
      port.postMessage({ error: { name: 'Error', message: `unknown task ${kind}` } });
  }
});
