import { MessageChannel, Worker, type MessagePort, type ResourceLimits } from 'node:worker_threads';

/**
 * A few worker threads for CPU-heavy work (spreadsheets, PDFs), so the main thread keeps answering shoppers.
 * Each task is a conversation on a MessagePort of its own: a one-shot call (`call`) or a stream (`open`).
 * Threads start on first use, take tasks as they come (the least busy first), hold the process open only
 * while busy, and a thread that dies fails its tasks and is replaced by the next task.
 */
export interface WorkerPoolOptions {
  /** The thread's module, and the flags it runs with (a loader for TypeScript sources). */
  file: string | URL;
  execArgv: string[];
  size: number;
  resourceLimits?: ResourceLimits;
}

/** A task's message to the main thread; `error` ends it. */
export interface TaskError {
  name: string;
  message: string;
  /** A `SheetReadError`'s problem, kept across the thread boundary. */
  problem?: string;
}

export interface Session {
  port: MessagePort;
  /** Called with every message the task sends, until `end`. */
  onMessage(handler: (message: unknown) => void): void;
  /** Called once if the thread dies during the task. */
  onFailure(handler: (error: Error) => void): void;
  /** The task is over: the port closes and the thread counts it no more. */
  end(): void;
}

interface Thread {
  worker: Worker;
  tasks: Set<(error: Error) => void>;
}

export class WorkerPool {
  private readonly threads: Thread[] = [];
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  private thread(): Thread {
    const idle = this.threads.reduce<Thread | undefined>(
      (best, thread) => (!best || thread.tasks.size < best.tasks.size ? thread : best),
      undefined,
    );
    if (idle && (idle.tasks.size === 0 || this.threads.length >= this.options.size)) return idle;
    const worker = new Worker(this.options.file, {
      execArgv: this.options.execArgv,
      resourceLimits: this.options.resourceLimits,
    });
    const thread: Thread = { worker, tasks: new Set() };
    const died = (error: Error) => {
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1);
      for (const fail of [...thread.tasks]) fail(error);
      thread.tasks.clear();
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`heavy-work thread stopped (exit code ${code})`)));
    worker.unref();
    this.threads.push(thread);
    return thread;
  }

  /** Starts task `kind` with `input` on a thread; the caller talks to it through the session. */
  open(kind: string, input: unknown, transfer: ArrayBuffer[] = []): Session {
    if (this.closed) throw new Error('The heavy-work pool is closed');
    const thread = this.thread();
    const { port1, port2 } = new MessageChannel();
    let failure: ((error: Error) => void) | undefined;
    let ended = false;
    const fail = (error: Error) => {
      if (ended) return;
      session.end();
      failure?.(error);
    };
    const session: Session = {
      port: port1,
      onMessage: (handler) => port1.on('message', handler),
      onFailure: (handler) => (failure = handler),
      end: () => {
        if (ended) return;
        ended = true;
        port1.close();
        thread.tasks.delete(fail);
        if (thread.tasks.size === 0) thread.worker.unref();
      },
    };
    thread.tasks.add(fail);
    thread.worker.ref();
    thread.worker.postMessage({ kind, input, port: port2 }, [port2, ...transfer]);
    return session;
  }

  /** A one-shot task: its one message `{ result }`, or `{ error }` thrown as `toError` makes it. */
  call<T>(
    kind: string,
    input: unknown,
    toError: (error: TaskError) => Error,
    transfer?: ArrayBuffer[],
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const session = this.open(kind, input, transfer);
      session.onFailure(reject);
      session.onMessage((message) => {
        session.end();
        const reply = message as { result?: T; error?: TaskError };
        if (reply.error) reject(toError(reply.error));
        else resolve(reply.result as T);
      });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }
}
