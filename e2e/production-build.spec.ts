import { expect, test } from './support/fixtures';
import { waitForSplash } from './helpers/storefront';

// The build the tests (and `npm start` under any NODE_ENV) serve is the production one: React's development
// bundle is three times the JavaScript a shopper would pay for.
test('the shop serves the production build of its scripts', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await waitForSplash(page);
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain('jsxDEV');
  }
});

// Decision 034: on a page whose HTML carries a first picture (fetchpriority="high"), the scripts are asked
// for only once that picture has arrived, so a slow phone line carries it alone; then the app still runs.
test('the shop page asks for its scripts after its first picture has arrived, then runs', async ({
  page,
}) => {
  const finished = new Map<string, number>();
  const started = new Map<string, number>();
  page.on('request', (request) => started.set(request.url(), Date.now()));
  page.on('requestfinished', (request) => finished.set(request.url(), Date.now()));
  await page.goto('/shop');
  const first = page.locator('#root img[fetchpriority="high"]').first();
  const picture = new URL((await first.evaluate((img: HTMLImageElement) => img.currentSrc || img.src)) ?? '');
  await waitForSplash(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const pictureDone = finished.get(picture.href);
  expect(pictureDone).toBeDefined();
  const scripts = [...started].filter(([url]) => /\/assets\/.*\.js$/.test(url));
  expect(scripts.length).toBeGreaterThan(0);
  for (const [url, time] of scripts) expect(time, url).toBeGreaterThanOrEqual(pictureDone!);
  // The app took over the page: the header's search suggests as you type.
  await page.getByRole('combobox', { name: 'Search the shop' }).fill('lift');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
});

test('a page without a first picture asks for its scripts once it has first painted', async ({ page }) => {
  await page.goto('/');
  await waitForSplash(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { firstPaint, scripts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(firstPaint).toBeDefined();
  expect(scripts.length).toBeGreaterThan(0);
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(firstPaint!);
});
