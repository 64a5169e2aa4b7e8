import { describe, expect, it } from 'vitest';
import { TaskLimiter } from './task-limiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('TaskLimiter', () => {
  it('runs at most `concurrency` tasks at once, queues the next ones, and refuses beyond the queue', async () => {
    const limiter = new TaskLimiter(2, 2, () => new Error('busy'));
    const gates = [deferred(), deferred(), deferred(), deferred()];
    let running = 0;
    let most = 0;
    const tasks = gates.map((gate, index) =>
      limiter.run(async () => {
        running++;
        most = Math.max(most, running);
        await gate.promise;
        running--;
        return index;
      }),
    );
    await Promise.resolve();
    expect(limiter.stats).toEqual({ running: 2, waiting: 2 });
    await expect(limiter.run(async () => 'too many')).rejects.toThrow('busy');
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
    expect(limiter.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const limiter = new TaskLimiter(1, 0, () => new Error('busy'));
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
