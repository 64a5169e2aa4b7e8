// npm run bench:signup: does sign-up take as long for an address that has an account as for a new one?
// (decision 009). Starts the built server on 127.0.0.1 with a fresh data folder (embedded database, mail to
// the outbox), signs up alternately with a new address and with a taken one, one request at a time, and
// prints the median of each and their difference. The goal: under 20 ms. Prints figures, asserts nothing.
//
// Options: --tries N (200 of each), --warmup N (10 of each, not counted)
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { bold, fail, formatSeconds, say, numberOption } from './lib/common.mjs';
import { ensureBuild } from './lib/build.mjs';
import { ensureDependencies } from './lib/install.mjs';
import {
  freePort,
  makeTempDataDir,
  removeDir,
  spawnServer,
  stopChild,
  waitForHealth,
} from './lib/server.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => numberOption(argv, name, fallback);
const TRIES = option('tries', 200);
const WARMUP = option('warmup', 10);
const OWNERS = 10;
const PASSWORD = 'Bench-Garage-Lift-42';
const GOAL_MS = 20;
const HARD_LIMIT_MS = 20 * 60_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One sign-up, as the shop's page sends it; resolves to its status and time in ms. */
function signUp(baseUrl, email) {
  const body = JSON.stringify({ name: 'Bench Shopper', email, password: PASSWORD, callbackURL: '/' });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      `${baseUrl}/api/auth/sign-up/email`,
      {
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: baseUrl,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('sign-up timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const ms = (value) => `${value.toFixed(1)} ms`;

async function measure(baseUrl) {
  const run = Date.now().toString(36);
  const owners = [];
  for (let i = 0; i < OWNERS; i++) {
    const email = `owner-${run}-${i}@bench.test`;
    const { status } = await signUp(baseUrl, email);
    if (status !== 200) throw new Error(`creating the taken addresses: sign-up answered ${status}`);
    owners.push(email);
  }
  const times = { new: [], taken: [] };
  for (let i = 0; i < WARMUP + TRIES; i++) {
    // Alternating, and which goes first alternating too, so that drift weighs on both alike.
    const order = i % 2 ? ['new', 'taken'] : ['taken', 'new'];
    for (const kind of order) {
      const email = kind === 'new' ? `new-${run}-${i}@bench.test` : owners[i % OWNERS];
      const { status, ms: took } = await signUp(baseUrl, email);
      if (status !== 200) throw new Error(`a ${kind}-address sign-up answered ${status}`);
      if (i >= WARMUP) times[kind].push(took);
    }
  }
  return times;
}

async function main() {
  const began = Date.now();
  if (!(await ensureDependencies({ quiet: true }))) process.exit(1);
  if (!(await ensureBuild())) process.exit(1);
  const dataDir = makeTempDataDir('shop-bench-signup-');
  const port = await freePort(3300);
  // NODE_ENV=test (spawnServer) scales the per-address limits by 50: 500 sign-ups an hour from 127.0.0.1.
  const child = spawnServer({ port, dataDir, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    await stopChild(child);
    removeDir(dataDir);
  };
  const hardLimit = setTimeout(async () => {
    fail(`The sign-up timing ran longer than ${formatSeconds(HARD_LIMIT_MS)}: stopping.`);
    await stop();
    process.exit(1);
  }, HARD_LIMIT_MS);
  hardLimit.unref();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await stop();
      process.exit(130);
    });
  }
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(`${baseUrl}/api/health`, { child });
    say(`Server ready on ${baseUrl}; ${TRIES} sign-ups of each kind (after ${WARMUP} of each to warm up)...`);
    const times = await measure(baseUrl);
    const fresh = median(times.new);
    const taken = median(times.taken);
    const difference = Math.abs(taken - fresh);
    console.log(
      `\n${bold('Sign-up timing')} (built server, embedded database, outbox mail; ${formatSeconds(Date.now() - began)})`,
    );
    console.log(
      `  new address:   median ${ms(fresh)}  (p10 ${ms(percentile(times.new, 10))}, p90 ${ms(percentile(times.new, 90))})`,
    );
    console.log(
      `  taken address: median ${ms(taken)}  (p10 ${ms(percentile(times.taken, 10))}, p90 ${ms(percentile(times.taken, 90))})`,
    );
    console.log(`  difference of the medians: ${ms(difference)} (goal: under ${GOAL_MS} ms)`);
  } finally {
    await stop();
  }
}

main().catch((error) => {
  fail(error.stack ?? String(error));
  process.exit(1);
});
