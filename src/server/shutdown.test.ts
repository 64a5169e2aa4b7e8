import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config';
import { freePort, killShopProcesses, runShopProcess, waitFor } from './test/processes';

// Issue 25, R1: a SIGTERM (what systemd or a container runtime sends in a rolling deploy) reset requests
// a client had already sent: connections still waiting to be accepted when the listener closed.
const DRAIN_MS = 2_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-shutdown-'));
afterAll(() => {
  killShopProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  path: string;
  /** When the client's connection was open (the kernel completed it, accepted or not). */
  connectedAt?: number;
  status?: number;
  error?: string;
}

/** The requests not answered 200, each as `path: error or status`. */
const unanswered = (outcomes: Outcome[]) =>
  outcomes.filter((o) => o.status !== 200).map((o) => `${o.path}: ${o.error ?? o.status}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When each connection was opened, for requests sent again on a kept-alive one. */
const openedAt = new WeakMap<Socket, number>();

/**
 * One GET, on a connection of its own or on one of `agent`'s kept-alive connections; `connected` resolves
 * once its connection is open.
 */
function fire(port: number, url: string, agent: http.Agent | false = false) {
  const outcome: Outcome = { path: url };
  let onConnect!: () => void;
  const connected = new Promise<void>((resolve) => (onConnect = resolve));
  const done = new Promise<Outcome>((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path: url, agent, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => {
        outcome.status = res.statusCode;
        resolve(outcome);
      });
      res.on('error', (error: NodeJS.ErrnoException) => {
        outcome.error = error.code ?? error.message;
        resolve(outcome);
      });
    });
    req.on('socket', (socket) => {
      if (!socket.connecting) {
        outcome.connectedAt = openedAt.get(socket);
        onConnect();
        return;
      }
      socket.once('connect', () => {
        openedAt.set(socket, Date.now());
        outcome.connectedAt = Date.now();
        onConnect();
      });
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      outcome.error = error.code ?? error.message;
      onConnect();
      resolve(outcome);
    });
    req.end();
  });
  return { outcome, connected, done };
}

describe('SIGTERM to a server process', () => {
  it('R1: /api/ready answers 503 at once, every connection opened before the signal is answered, new ones for the drain window, then it exits 0', async () => {
    const template = inject('pgliteTemplateDir');
    if (template) cpSync(template, path.join(dataDir, 'db'), { recursive: true });
    const port = await freePort();
    const server = runShopProcess('src/server/main.ts', [], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    });
    await waitFor(() => server.output().includes('The shop is running at'), 170_000, 'the server');
    const listed = await fetch(`http://127.0.0.1:${port}/api/products?limit=3`).then((r) => r.json());
    const paths = [
      '/api/products?limit=24',
      `/api/products/${listed.products[0].id}`,
      '/api/search/suggestions?q=lift',
      '/api/categories',
      '/api/health',
    ];

    // About 100 requests a second, each on a connection of its own, until the process is gone.
    const outcomes: Outcome[] = [];
    const pending: Promise<Outcome>[] = [];
    const send = (url: string, agent: http.Agent | false = false) => {
      const request = fire(port, url, agent);
      outcomes.push(request.outcome);
      pending.push(request.done);
      return request;
    };
    let loading = true;
    const load = (async () => {
      for (let n = 0; loading; n++) {
        send(paths[n % paths.length]!);
        await sleep(10);
      }
    })();
    // A client that keeps its connections open, as a proxy does: one request after another on each of two.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const keptAlive = [0, 1].map(async (lane) => {
      for (let n = lane; loading; n += 2) await send(paths[n % paths.length]!, agent).done;
    });
    await sleep(1_000);

    // 22 requests sent at once, and the signal as soon as their connections are open.
    const burst = Array.from({ length: 22 }, (_, n) => send(paths[n % paths.length]!));
    await Promise.all(burst.map((request) => request.connected));
    const signalAt = Date.now();
    server.child.kill('SIGTERM');

    // The balancer's readiness probe, every 50 ms through the window.
    const readiness: Outcome[] = [];
    const probe = (async () => {
      while (Date.now() - signalAt < DRAIN_MS - 300) {
        readiness.push(await fire(port, '/api/ready').done);
        await sleep(50);
      }
    })();
    const code = await server.exited;
    const exitAt = Date.now();
    loading = false;
    await Promise.all([load, probe, ...keptAlive, ...pending]);
    agent.destroy();

    const before = outcomes.filter((o) => o.connectedAt !== undefined && o.connectedAt < signalAt);
    expect(before.length).toBeGreaterThanOrEqual(22);
    expect(unanswered(before)).toEqual([]);

    const first = readiness.findIndex((o) => o.status === 503);
    expect(first, JSON.stringify(readiness)).toBeGreaterThanOrEqual(0);
    const notReadyAt = readiness[first]!.connectedAt!;
    expect(notReadyAt - signalAt).toBeLessThan(1_000);
    expect(readiness.slice(first).every((o) => o.status === 503)).toBe(true);

    // Still accepting and answering through the window: the balancer has time to move away.
    const during = outcomes.filter(
      (o) =>
        o.connectedAt !== undefined &&
        o.connectedAt >= notReadyAt &&
        o.connectedAt < signalAt + DRAIN_MS - 300,
    );
    expect(during.length).toBeGreaterThan(10);
    expect(unanswered(during)).toEqual([]);

    expect(code).toBe(0);
    expect(exitAt - signalAt).toBeGreaterThanOrEqual(DRAIN_MS);
    console.log(
      `R1: ${outcomes.length} requests; ${before.length} opened before SIGTERM, all answered; ` +
        `/api/ready 503 after ${notReadyAt - signalAt} ms; ${during.length} answered in the window; ` +
        `exit 0 after ${exitAt - signalAt} ms`,
    );
  }, 240_000);
});

describe('SHUTDOWN_DRAIN_MS', () => {
  const production = {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    AUTH_SECRET: 'drain-test-secret-drain-test-secret-0123',
    SMTP_URL: 'smtp://127.0.0.1:2525',
  };

  it('is 5 s in production and 0 elsewhere unless set, in whole milliseconds up to 2 minutes', () => {
    expect(loadConfig(production).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '15000' }).shutdownDrainMs).toBe(15_000);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(() => loadConfig({ ...production, SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(
      'SHUTDOWN_DRAIN_MS must be a number of milliseconds',
    );
    expect(() => loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '-1' })).toThrow(
      'SHUTDOWN_DRAIN_MS must be 0 or more',
    );
    expect(() => loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '600000' })).toThrow('at most 120000');
  });
});
