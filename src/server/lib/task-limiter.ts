/**
 * At most `concurrency` heavy tasks at once, the rest waiting in a bounded queue, so a burst cannot
 * exhaust the server: password hashes (scrypt, ~290 ms of CPU and 32 MiB each) and image encodes.
 */
export class TaskLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
    /** Builds the error thrown when the queue is full. */
    private readonly busy: () => Error,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) throw this.busy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, or frees up.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
