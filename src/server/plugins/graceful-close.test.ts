import { request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { waitFor } from '../test/processes';
import { closeGracefully } from './graceful-close';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A GET over a keep-alive connection, as a browser or a load balancer keeps one open. */
function getOver(agent: Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let shop: TestApp | undefined;
afterEach(async () => {
  await shop?.database.cleanup();
  shop = undefined;
});

/** The app listening, with a route that waits for the test's word, then reads the database. */
async function startWithSlowRoute() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let entered = false;
  shop = await createTestApp(
    {},
    {
      extraRoutes: (scope) => {
        scope.get('/test/slow', async () => {
          entered = true;
          await gate;
          const result = (await shop!.database.handle.db.execute(sql`select 7 as seven`)) as unknown as {
            rows: { seven: number }[];
          };
          return { seven: Number(result.rows[0]!.seven) };
        });
      },
    },
  );
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = shop.app.server.address() as AddressInfo;
  return { port, release, entered: () => entered };
}

it('finishes a request in flight when the close starts, takes no new connection, and closes the database after', async () => {
  const { port, release, entered } = await startWithSlowRoute();
  const agent = new Agent({ keepAlive: true });
  // The keep-alive connection has served a request before and stays open.
  expect((await getOver(agent, port, '/api/health')).status).toBe(200);
  // Another client's keep-alive connection sits idle.
  const idle = new Agent({ keepAlive: true });
  expect((await getOver(idle, port, '/api/health')).status).toBe(200);
  const inFlight = getOver(agent, port, '/test/slow');
  await waitFor(entered, 5_000, 'the request to reach its handler');

  const started = Date.now();
  const closed = closeGracefully(shop!.app, shop!.database.handle);
  await waitFor(async () => !shop!.app.server.listening, 5_000, 'the server to stop listening');
  await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

  release();
  // The request used the database after the close began: the database closes only after it.
  const answer = await inFlight;
  expect(answer).toEqual({ status: 200, connection: 'close', body: JSON.stringify({ seven: 7 }) });
  await closed;
  // Neither keep-alive connection held the close up until it idled out (Fastify keeps them 72 s).
  expect(Date.now() - started).toBeLessThan(5_000);
  agent.destroy();
  idle.destroy();
});

it('cuts a request still running when the grace ends, and closes all the same', async () => {
  const { port, entered } = await startWithSlowRoute();
  const agent = new Agent({ keepAlive: true });
  const stuck = getOver(agent, port, '/test/slow').then(
    () => 'answered',
    () => 'cut',
  );
  await waitFor(entered, 5_000, 'the request to reach its handler');
  await closeGracefully(shop!.app, shop!.database.handle, { graceMs: 300 });
  expect(await stuck).toBe('cut');
  agent.destroy();
});

it('with a drain window, says not ready at once and keeps answering new connections until the window ends', async () => {
  shop = await createTestApp();
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = shop.app.server.address() as AddressInfo;
  const started = Date.now();
  const closed = closeGracefully(shop.app, shop.database.handle, { drainMs: 1_500 });

  const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
  expect(ready.status).toBe(503);
  expect((await ready.json()).code).toBe('UNAVAILABLE');
  // Alive all the same, and answering on a new connection, which it asks the client to close.
  const agent = new Agent({ keepAlive: true });
  const answer = await getOver(agent, port, '/api/health');
  expect(answer).toMatchObject({ status: 200, connection: 'close' });
  expect(shop.app.server.listening).toBe(true);

  await closed;
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
  await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  agent.destroy();
});
