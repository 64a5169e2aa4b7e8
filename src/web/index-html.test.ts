import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SHOP } from '../shared/shop';
import { SPLASH, splashStatus } from '../shared/splash';

const html = readFileSync(path.join(__dirname, 'index.html'), 'utf8');
const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
  (m) => m[1] ?? '',
);

/** The nodes of the shell's body in this part of index.html, as the parser would add them. */
function bodyNodes(part: string): Node[] {
  return Array.from(new DOMParser().parseFromString(part, 'text/html').body.childNodes);
}

/**
 * Paints the shell's body up to its inline script, runs that script under fake timers, adds the rest of the
 * body (#root) as the parser would, then hands the test its readings.
 */
async function runSplash(
  steps: (readings: {
    status: () => string | null | undefined;
    percent: () => string | null | undefined;
  }) => void,
) {
  vi.useFakeTimers();
  try {
    const scriptAt = html.indexOf('<script');
    document.body.replaceChildren(...bodyNodes(html.slice(0, scriptAt)));
    new Function(inlineScripts[0] ?? '')();
    const rest = html
      .slice(html.indexOf('</script>', scriptAt) + '</script>'.length)
      .replace(/<script[\s\S]*?<\/script>/g, '');
    document.body.append(...bodyNodes(`<body>${rest}`));
    // The script's MutationObserver hears of #root in a microtask.
    await Promise.resolve();
    steps({
      status: () => document.getElementById('splash-status')?.textContent,
      percent: () => document.getElementById('splash-percent')?.textContent,
    });
  } finally {
    vi.useRealTimers();
  }
}

describe('index.html (the shell the server fills in)', () => {
  it('has exactly one <title>, before the <!--app-head--> marker inside <head>', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(head.indexOf('<title>')).toBeGreaterThan(-1);
    expect(head.indexOf('<title>')).toBeLessThan(head.indexOf('<!--app-head-->'));
  });

  it('carries the splash markup with the tagline, painted before any script', () => {
    expect(html).toContain(`<p class="splash-tagline">${SHOP.tagline}</p>`);
    expect(html).toContain('id="splash-status">Starting Engine...</span>');
    expect(html.indexOf('id="splash"')).toBeLessThan(html.indexOf('<script'));
  });

  it('has one small inline classic script using the splash constants and status texts', () => {
    expect(inlineScripts).toHaveLength(1);
    const script = inlineScripts[0] ?? '';
    expect(script.length).toBeLessThan(2500);
    expect(script).toContain(`STEP_MS = ${SPLASH.stepMs}`);
    expect(script).toContain(`STEPS = ${SPLASH.steps}`);
    expect(script).toContain(`DONE_DELAY_MS = ${SPLASH.completeDelayMs}`);
    for (const percent of [0, 25, 50, 75]) expect(script).toContain(`'${splashStatus(percent)}'`);
    // 100 steps of 30 ms plus the completion delay: shown at least the minimum time.
    expect(SPLASH.steps * SPLASH.stepMs + SPLASH.completeDelayMs).toBeGreaterThanOrEqual(SPLASH.minimumMs);
  });

  it('has no inline event handlers or javascript: URLs (the CSP allows only hashed inline scripts)', () => {
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('runs the splash script: keeps #root inert from its arrival, counts to 100 %, then removes the splash', async () => {
    await runSplash(({ status, percent }) => {
      expect(document.getElementById('root')?.hasAttribute('inert')).toBe(true);
      vi.advanceTimersByTime(30 * 24 + 5);
      expect(percent()).toBe('24%');
      expect(status()).toBe('Starting Engine...');
      vi.advanceTimersByTime(30);
      expect(status()).toBe('Loading Components...');
      vi.advanceTimersByTime(30 * 25);
      expect(status()).toBe('Preparing Tools...');
      vi.advanceTimersByTime(30 * 25);
      expect(status()).toBe('Almost Ready...');
      vi.advanceTimersByTime(30 * 25);
      expect(percent()).toBe('100%');
      vi.advanceTimersByTime(499);
      expect(document.getElementById('splash')).not.toBeNull();
      vi.advanceTimersByTime(1 + 250);
      expect(document.getElementById('splash')).toBeNull();
      expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
    });
  });

  it('shows every status text in turn even when a busy phone stalls the page past a whole stage', async () => {
    await runSplash(({ status, percent }) => {
      vi.advanceTimersByTime(30 * 20);
      expect(status()).toBe('Starting Engine...');
      // The main thread is blocked for 1.6 s: the clock says 58 %, past the whole of "Loading Components...".
      vi.setSystemTime(Date.now() + 1_600);
      vi.advanceTimersByTime(30);
      expect([percent(), status()]).toEqual(['25%', 'Loading Components...']);
      vi.advanceTimersByTime(30);
      expect([percent(), status()]).toEqual(['50%', 'Preparing Tools...']);
      vi.advanceTimersByTime(30);
      expect([percent(), status()]).toEqual(['75%', 'Almost Ready...']);
      // Still done on time: 100 % when the clock says so (3 s), the splash gone 500 ms (and a fade) later.
      vi.advanceTimersByTime(30 * 24);
      expect([percent(), status()]).toEqual(['100%', 'Almost Ready...']);
      vi.advanceTimersByTime(500 + 250);
      expect(document.getElementById('splash')).toBeNull();
    });
  });
});
