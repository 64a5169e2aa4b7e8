import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, seriousViolations, test } from './support/fixtures';
import { listProducts, open, shopName, type ListedProduct } from './helpers/storefront';

/** The seller's chat number (SELLER_WHATSAPP's default, the contact banner's first). */
const SELLER_PATH = '/2348035550142';
const SLIDE_TITLES = [
  'Premium Garage Equipment',
  'Spray Booths and Car Ovens',
  'Professional Diagnostic Tools',
];

/** "₦1,234,567" as the shop writes whole naira. */
function nairaText(price: number): string {
  return `₦${price.toLocaleString('en-US')}`;
}

/** The product with the longest name: the one whose first screen is the most crowded. */
async function longestNamed(request: Parameters<typeof listProducts>[0]): Promise<ListedProduct> {
  const products = await listProducts(request);
  const product = [...products].sort((a, b) => b.name.length - a.name.length)[0];
  if (!product) throw new Error('The demo catalogue is empty');
  return product;
}

/** WhatsApp is outside the test machine: answer its pages with a tiny local one. */
async function fakeWhatsapp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title><p>WhatsApp</p>' }),
  );
}

/** The whole element lies inside the first screen, the page not scrolled. */
async function expectInFirstScreen(page: Page, locator: Locator, what: string) {
  expect(await page.evaluate(() => window.scrollY), 'the page is not scrolled').toBe(0);
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} is not shown`);
  const viewport = page.viewportSize()!;
  expect(box.y, `${what} starts on the first screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} ends on the first screen`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${what} fits the width`).toBeLessThanOrEqual(viewport.width);
}

function priceOf(page: Page, product: ListedProduct): Locator {
  return page.getByRole('main').getByText(nairaText(product.price), { exact: true }).first();
}

function askLink(page: Page): Locator {
  return page.getByRole('link', { name: 'Ask about this on WhatsApp' });
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 412, height: 915 },
  { width: 1280, height: 720 },
]) {
  test(`at ${viewport.width}x${viewport.height} Ask about this on WhatsApp and Share show with the price on the first screen, and the chat opens prefilled`, async ({
    page,
    context,
    request,
    baseURL,
    pageErrors,
  }) => {
    await page.setViewportSize(viewport);
    await fakeWhatsapp(context);
    const product = await longestNamed(request);
    await open(page, `/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    await expectInFirstScreen(page, priceOf(page, product), 'The price');
    await expectInFirstScreen(page, askLink(page), 'Ask about this on WhatsApp');
    await expectInFirstScreen(page, page.getByRole('button', { name: 'Share', exact: true }), 'Share');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const link = askLink(page);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.pathname).toBe(SELLER_PATH);
    const message = href.searchParams.get('text') ?? '';
    const pageUrl = `${baseURL}/product/${product.id}`;
    expect(message).toContain(product.name);
    expect(message).toContain(nairaText(product.price));
    expect(message).toContain(pageUrl);

    const popupPromise = context.waitForEvent('page');
    await link.click();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const opened = new URL(popup.url());
    expect(opened.pathname).toBe(SELLER_PATH);
    expect(opened.searchParams.get('text')).toBe(message);
    await expect(popup.getByText('WhatsApp')).toBeVisible();
    // The shop stays open behind the chat.
    await expect(page).toHaveURL(`/product/${product.id}`);
    expect(pageErrors).toEqual([]);
  });
}

test.describe('Share without the Web Share API', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
  });

  test('offers WhatsApp and Copy link; Copy link puts the page link on the clipboard and says so', async ({
    page,
    context,
    request,
    baseURL,
    makeAxeBuilder,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const [product] = await listProducts(request);
    if (!product) throw new Error('The demo catalogue is empty');
    await open(page, `/product/${product.id}`);
    const pageUrl = `${baseURL}/product/${product.id}`;

    const share = page.getByRole('button', { name: 'Share', exact: true });
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const shareHref = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${shareHref.origin}${shareHref.pathname}`).toBe('https://wa.me/');
    expect(shareHref.searchParams.get('text')).toContain(product.name);
    expect(shareHref.searchParams.get('text')).toContain(pageUrl);
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Escape closes the menu and gives the focus back to Share.
    await page.keyboard.press('Escape');
    await expect(whatsapp).toBeHidden();
    await expect(share).toBeFocused();
    await expect(share).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: Enter opens, Tab reaches Copy link, Enter copies.
    await page.keyboard.press('Enter');
    await expect(whatsapp).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(whatsapp).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
    await expect(whatsapp).toBeHidden();
  });

  test('when the clipboard refuses, the link is shown selected to copy by hand', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) },
      });
    });
    const [product] = await listProducts(request);
    await open(page, `/product/${product!.id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    const field = page.getByRole('textbox', { name: 'Copying was not allowed. Copy this link:' });
    await expect(field).toHaveValue(`${baseURL}/product/${product!.id}`);
    await expect(field).toBeFocused();
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });
});

test("Share uses the phone's share sheet where there is one, and a cancelled share says nothing", async ({
  page,
  request,
  baseURL,
  pageErrors,
}) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: unknown) => {
        calls.push(data);
        return Promise.reject(new DOMException('Share canceled', 'AbortError'));
      },
    });
  });
  const [product] = await listProducts(request);
  await open(page, `/product/${product!.id}`);
  const name = await shopName(request);
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await share.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls))
    .toEqual([
      {
        title: product!.name,
        text: `${product!.name} - ${nairaText(product!.price)} at ${name}`,
        url: `${baseURL}/product/${product!.id}`,
      },
    ]);
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeHidden();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

/** The heading of the slide on show (the others are hidden from the accessibility tree). */
function visibleSlideTitle(page: Page): Promise<string> {
  return page.getByRole('region', { name: 'Highlights' }).getByRole('heading', { level: 2 }).innerText();
}

function nextTitle(title: string, step: number): string {
  const index = SLIDE_TITLES.indexOf(title);
  expect(index, `${title} is a slide`).toBeGreaterThanOrEqual(0);
  return SLIDE_TITLES[(index + step + SLIDE_TITLES.length) % SLIDE_TITLES.length]!;
}

/** Waits for autoplay to turn a slide, so the test then has a whole 6 s interval to itself. */
async function afterAutoplayTurn(page: Page): Promise<string> {
  const first = await visibleSlideTitle(page);
  await expect.poll(() => visibleSlideTitle(page), { timeout: 8_000 }).not.toBe(first);
  return visibleSlideTitle(page);
}

test('a mouse drag on the hero turns the slide and pauses autoplay for 10 s, then it rotates again', async ({
  page,
  makeAxeBuilder,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The page's clock is the test's: the pause is run through at once rather than waited out.
  await page.clock.install();
  await open(page, '/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  const box = (await hero.boundingBox())!;
  const live = hero.locator('[aria-live]');
  await expect(live).toHaveAttribute('aria-live', 'off');

  const before = await afterAutoplayTurn(page);
  const y = box.y + box.height / 3;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.4, y + 5, { steps: 8 });
  await page.mouse.up();
  const swiped = nextTitle(before, 1);
  await expect.poll(() => visibleSlideTitle(page), { timeout: 2_000 }).toBe(swiped);
  await expect(live).toHaveAttribute('aria-live', 'polite');
  // The drag ended over no link: the page stays home.
  await expect(page).toHaveURL(/\/$/);

  // Paused: well past the 6 s interval (run through on the page's clock), the slide is still the swiped one.
  await page.clock.runFor(7_500);
  expect(await visibleSlideTitle(page)).toBe(swiped);
  // After the 10 s pause autoplay resumes and turns it on 6 s later.
  await page.clock.runFor(9_000);
  await expect.poll(() => visibleSlideTitle(page)).toBe(nextTitle(swiped, 1));
  await expect(live).toHaveAttribute('aria-live', 'off');
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

  test('a finger swipe on the hero turns the slide both ways and pauses autoplay; nothing scrolls sideways', async ({
    page,
    makeAxeBuilder,
  }) => {
    await open(page, '/');
    const hero = page.getByRole('region', { name: 'Highlights' });
    const box = (await hero.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + 120;
    async function touchSwipe(fromX: number, toX: number) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 6; step += 1) {
        const x = fromX + ((toX - fromX) * step) / 6;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + step }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }

    const before = await afterAutoplayTurn(page);
    await touchSwipe(300, 80);
    const next = nextTitle(before, 1);
    await expect.poll(() => visibleSlideTitle(page), { timeout: 2_000 }).toBe(next);
    await expect(hero.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    await touchSwipe(60, 300);
    await expect.poll(() => visibleSlideTitle(page), { timeout: 2_000 }).toBe(before);
    await expect(hero.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  });

  test('the product page passes axe with Ask and Share in place', async ({
    page,
    request,
    makeAxeBuilder,
  }) => {
    const product = await longestNamed(request);
    await open(page, `/product/${product.id}`);
    await expect(askLink(page)).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  });
});
