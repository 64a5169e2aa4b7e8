import { expect, test } from './support/fixtures';
import { splash } from './helpers/storefront';

declare global {
  interface Window {
    __splashLog?: { text: string; at: number; rendered: boolean }[];
  }
}

test('the splash counts up with its status texts, then lifts over a page already rendered', async ({
  page,
}) => {
  // Records every status text and the moment the splash leaves, from the first byte of the page on.
  await page.addInitScript(() => {
    const log: { text: string; at: number; rendered: boolean }[] = [];
    window.__splashLog = log;
    let last = '';
    const timer = setInterval(() => {
      const rendered = (document.getElementById('main')?.textContent ?? '').length > 0;
      const text = document.getElementById('splash-status')?.textContent ?? '';
      if (text && text !== last) {
        last = text;
        log.push({ text, at: performance.now(), rendered });
      }
      if (log.length > 0 && !document.getElementById('splash')) {
        log.push({ text: 'removed', at: performance.now(), rendered });
        clearInterval(timer);
      }
    }, 5);
  });

  const startedAt = Date.now();
  await page.goto('/', { waitUntil: 'commit' });
  const overlay = splash(page);
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Premium Garage Equipment');
  await expect(overlay).toContainText(/\d+%/);
  await expect(overlay).toContainText('Almost Ready...');

  // While the splash is still up, the requested page has already rendered behind it.
  await expect(page.getByText('Shop by Category')).toBeAttached();
  await expect(page.getByText('Featured Products')).toBeAttached();

  await expect(overlay).toHaveCount(0, { timeout: 8_000 });
  const elapsed = Date.now() - startedAt;
  expect(elapsed).toBeGreaterThanOrEqual(3_000);

  const log = (await page.evaluate(() => window.__splashLog)) ?? [];
  expect(log.map((entry) => entry.text)).toEqual([
    'Starting Engine...',
    'Loading Components...',
    'Preparing Tools...',
    'Almost Ready...',
    'removed',
  ]);
  const at = (text: string) => log.find((entry) => entry.text === text)?.at ?? Number.NaN;
  // 25 % at 750 ms, 50 % at 1.5 s, 75 % at 2.25 s, 100 % at 3 s, lifted 500 ms later (+ a short fade).
  expect(at('Loading Components...') - at('Starting Engine...')).toBeGreaterThanOrEqual(600);
  expect(at('removed') - at('Starting Engine...')).toBeGreaterThanOrEqual(3_300);
  expect(at('removed') - at('Starting Engine...')).toBeLessThan(5_500);
  expect(log.at(-1)?.rendered).toBe(true);

  // Afterwards the page is usable.
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await expect(page).toHaveTitle(/GaragePro/);
});
