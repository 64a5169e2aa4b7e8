// Lighthouse (mobile, its default simulated throttling) against the system Chromium, three runs per page:
// performance and accessibility scores, LCP, total blocking time, CLS and the bytes of the first view.
// A benchmark that prints figures; it asserts nothing. Used by scripts/bench.mjs, or alone:
//   node scripts/bench-lighthouse.mjs http://127.0.0.1:3000 [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopChild } from './lib/server.mjs';
import { findChromium } from './lib/chromium.mjs';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-quic',
];

async function launchChromium(executable) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  const child = spawn(
    executable,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  for (let tries = 0; tries < 100; tries++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    async close() {
      await stopChild(child, 5_000);
      // Chromium's helper processes may still be writing to the profile for a while after it stops: a
      // profile left in the temporary folder must not throw away the figures measured.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
      } catch (error) {
        console.warn(`› Left Chromium's profile ${profile} (${error.code ?? error.message})`);
      }
    },
  };
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const scriptBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint')?.numericValue ?? NaN,
    tbt: audit('total-blocking-time')?.numericValue ?? NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
    bytes: audit('total-byte-weight')?.numericValue ?? NaN,
    scriptBytes,
    // Lighthouse 13 names the element in its LCP breakdown (a node item); 12 had an audit of its own.
    lcpElement:
      audit('lcp-breakdown-insight')?.details?.items?.find((item) => item.type === 'node')?.nodeLabel ??
      audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel,
    // A run Lighthouse could not finish (its scores are then empty) says why.
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

/** One Lighthouse run of `url` in a fresh browser (a first view, nothing cached); its report. */
async function runLighthouse(url, flags) {
  const chromium = findChromium();
  if (!chromium) throw new Error('No Chromium found (npm test installs one).');
  const { default: lighthouse } = await import('lighthouse');
  const browser = await launchChromium(chromium.path);
  try {
    const result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', ...flags });
    return result.lhr;
  } finally {
    await browser.close();
  }
}

/** Runs Lighthouse `runs` times on each page; returns one row per run. */
export async function measureLighthouse(baseUrl, pages, { runs = 3 } = {}) {
  const rows = [];
  for (const [label, pagePath] of pages) {
    for (let run = 1; run <= runs; run++) {
      const lhr = await runLighthouse(`${baseUrl}${pagePath}`, {
        onlyCategories: ['performance', 'accessibility'],
      });
      rows.push({ label, path: pagePath, run, ...summarise(lhr) });
    }
  }
  return rows;
}

/**
 * The hydration of each page on Lighthouse's phone profile applied for real (its DevTools throttling: 4x
 * slower CPU, slow 4G), where the simulated runs above load at full speed: the app's `hydration` measure
 * (main.tsx), from its start to its commit, and when it started after navigation began.
 */
export async function measureHydration(baseUrl, pages) {
  const rows = [];
  for (const [label, pagePath] of pages) {
    const lhr = await runLighthouse(`${baseUrl}${pagePath}`, {
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
    });
    const timings = lhr.audits['user-timings']?.details?.items ?? [];
    const measure = timings.find((item) => item.name === 'hydration' && item.timingType === 'Measure');
    rows.push({
      label,
      path: pagePath,
      start: measure?.startTime ?? NaN,
      duration: measure?.duration ?? NaN,
    });
  }
  return rows;
}

export function printHydration(rows) {
  console.log('  page     hydration   started at');
  for (const row of rows)
    console.log(
      `  ${row.label.padEnd(8)} ${row.duration.toFixed(0).padStart(6)} ms  ${(row.start / 1000).toFixed(2).padStart(7)} s`,
    );
}

export function printLighthouse(rows) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('  page     run  perf  a11y     LCP      TBT     CLS   first view   scripts  LCP element');
  for (const row of rows) {
    console.log(
      `  ${row.label.padEnd(8)} ${String(row.run).padStart(3)}  ${String(row.performance).padStart(4)}  ${String(
        row.accessibility,
      ).padStart(
        4,
      )}  ${(row.lcp / 1000).toFixed(2).padStart(5)} s  ${row.tbt.toFixed(0).padStart(4)} ms  ${row.cls
        .toFixed(3)
        .padStart(
          6,
        )}  ${kb(row.bytes).padStart(10)}  ${kb(row.scriptBytes).padStart(8)}  ${(row.error ?? row.lcpElement ?? '').slice(0, 120)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  const runs = Number(process.argv[3] ?? 3);
  const first = await fetch(`${baseUrl}/api/products?limit=1`).then((response) => response.json());
  const pages = [
    ['home', '/'],
    ['shop', '/shop'],
    ['product', `/product/${first.products[0].id}`],
  ];
  printLighthouse(await measureLighthouse(baseUrl, pages, { runs }));
  printHydration(await measureHydration(baseUrl, pages));
}
