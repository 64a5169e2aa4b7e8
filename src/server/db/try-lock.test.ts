import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.cleanup());

it('lets one holder at a time have a named lock, answers at once when it is taken, and lets it go after', async () => {
  const { handle } = database;
  let release: (() => void) | undefined;
  const first = handle.tryLock(
    'test-lock',
    () => new Promise<string>((resolve) => (release = () => resolve('done'))),
  );
  while (!release) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await handle.tryLock('test-lock', async () => 'second')).toEqual({ locked: false });
  expect(await handle.tryLock('other-lock', async () => 'other')).toEqual({ locked: true, value: 'other' });
  release();
  expect(await first).toEqual({ locked: true, value: 'done' });
  expect(await handle.tryLock('test-lock', async () => 'third')).toEqual({ locked: true, value: 'third' });
});

it('lets the lock go when the work fails', async () => {
  const { handle } = database;
  await expect(
    handle.tryLock('failing', async () => {
      throw new Error('broken');
    }),
  ).rejects.toThrow('broken');
  expect(await handle.tryLock('failing', async () => 'again')).toEqual({ locked: true, value: 'again' });
});
