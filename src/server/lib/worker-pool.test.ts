import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool';

/** A thread in a few lines: `echo` answers its input with the thread's id, `die` ends the thread. */
const THREAD = `
import { parentPort, threadId } from 'node:worker_threads';
parentPort.on('message', ({ kind, input, port }) => {
  if (kind === 'die') process.exit(3);
  if (kind === 'fail') port.postMessage({ error: { name: 'Error', message: 'no such thing' } });
  else port.postMessage({ result: { input, threadId } });
});
`;

let pool: WorkerPool | undefined;
afterEach(async () => pool?.close());

function makePool(size: number) {
  pool = new WorkerPool({
    file: new URL(`data:text/javascript,${encodeURIComponent(THREAD)}`),
    execArgv: [],
    size,
  });
  return pool;
}

const toError = (error: { message: string }) => new Error(error.message);

describe('WorkerPool', () => {
  it('runs tasks on threads other than the main one, never more threads than its size', async () => {
    const threads = makePool(2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        threads.call<{ input: number; threadId: number }>('echo', index, toError),
      ),
    );
    expect(answers.map((answer) => answer.input)).toEqual([0, 1, 2, 3, 4, 5]);
    const ids = new Set(answers.map((answer) => answer.threadId));
    expect(ids.has(0)).toBe(false);
    expect(ids.size).toBeLessThanOrEqual(2);
  });

  it("passes a task's error back, and fails the tasks of a thread that dies; the next task gets a new thread", async () => {
    const threads = makePool(1);
    await expect(threads.call('fail', null, toError)).rejects.toThrow('no such thing');
    await expect(threads.call('die', null, toError)).rejects.toThrow('exit code 3');
    expect((await threads.call<{ input: string }>('echo', 'again', toError)).input).toBe('again');
  });
});
