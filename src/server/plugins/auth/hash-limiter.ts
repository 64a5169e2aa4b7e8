/**
 * At most `concurrency` password hashes at once, the rest waiting in a bounded queue: scrypt costs
 * ~290 ms of CPU and 32 MiB per hash, so a burst of sign-ins must not exhaust the server.
 */
export class HashLimiter {
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
