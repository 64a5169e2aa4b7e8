import { expect, test } from './support/fixtures';
import { listProducts, open } from './helpers/storefront';

/**
 * The storefront's pages are drawn on the server by the app's own components, and the app takes that
 * HTML over (hydration, decision 049): the same nodes stay, the data the server drew from is not asked
 * for again, and nothing is logged (the drawnPagesRunClean fixture fails a test on any console error).
 */
for (const width of [360, 1280]) {
  test(`at ${width} px the app takes over the page the server drew, without asking for its data again`, async ({
    page,
    request,
  }) => {
    const [product] = await listProducts(request);
    if (!product) throw new Error('The demo catalogue has no product');
    await page.setViewportSize({ width, height: 800 });
    const asked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/products')) asked.push(`${url.pathname}${url.search}`);
    });
    // The first heading and picture the server sent, kept to compare with what is there once the app runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const marks = window as unknown as { serverHeading?: Element | null; serverPicture?: Element | null };
        marks.serverHeading = document.querySelector('#root h1');
        marks.serverPicture = document.querySelector('#root img');
      });
    });
    for (const path of ['/', '/shop?category=garagetools&sort=price-desc', `/product/${product.id}`]) {
      asked.length = 0;
      await open(page, path);
      // The app runs: the header's search box has become its combobox.
      await expect(page.getByRole('combobox', { name: 'Search the shop' })).toBeVisible();
      const same = await page.evaluate(() => {
        const marks = window as unknown as { serverHeading?: Element | null; serverPicture?: Element | null };
        return {
          heading: marks.serverHeading !== null && marks.serverHeading === document.querySelector('#root h1'),
          picture:
            marks.serverPicture !== null && marks.serverPicture === document.querySelector('#root img'),
        };
      });
      expect(same, path).toEqual({ heading: true, picture: true });
      expect(asked, path).toEqual([]);
      // The ids React makes (useId) are the server's: once the app runs, every reference to one still
      // names an element of the page (a tree unlike the server's moves them, and the server's stay). A
      // closed control (an inactive tab, a collapsed button) may name what is not drawn, as ARIA allows.
      const dangling = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-controls], [aria-labelledby], [aria-describedby], [for]')]
          .filter(
            (element) =>
              element.getAttribute('aria-selected') !== 'false' &&
              element.getAttribute('aria-expanded') !== 'false',
          )
          .flatMap((element) =>
            ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for'].flatMap((name) =>
              (element.getAttribute(name) ?? '')
                .split(' ')
                .filter((id) => id.startsWith('_R_') && !document.getElementById(id))
                .map((id) => `${name}=${id}`),
            ),
          ),
      );
      expect(dangling, path).toEqual([]);
    }
    // And it works: Add to Cart on the product page the server drew.
    await page.getByRole('button', { name: /^Add to Cart - ₦/ }).click();
    await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  });
}
