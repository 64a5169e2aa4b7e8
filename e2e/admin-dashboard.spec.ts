import type { Page } from '@playwright/test';
import { signInPage } from './helpers/accounts';
import { listProducts, open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('the admin lands on the Overview and sees the order just placed, by period, at 360 px', async ({
  page,
  verifiedCustomer,
  admin,
  makeAxeBuilder,
}) => {
  // Three of the dearest product to Zamfara: the top state and product of today by revenue.
  await signInPage(page, verifiedCustomer);
  const product = (await listProducts(page.request))
    .filter((item) => item.inStock && item.stockCount >= 3)
    .sort((a, b) => b.price - a.price)[0]!;
  const placed = await page.request.post('/api/orders', {
    data: {
      customer: {
        firstName: 'Hauwa',
        lastName: 'Bello',
        email: 'hauwa.bello@example.com',
        phone: '0803 555 0166',
        address: '3 Sokoto Road',
        city: 'Gusau',
        state: 'Zamfara',
        zipCode: '860101',
      },
      items: [{ productId: product.id, quantity: 3 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  await signInPage(page, admin);
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, '/admin');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('radio', { name: 'Today' })).toBeChecked();

  const placedToday = page.getByTestId('figure-placed').locator('dd');
  await expect(placedToday).toHaveText(/^[1-9][\d,]*$/);
  const states = page.getByRole('table', { name: 'Top states, today' });
  await expect(states.getByRole('rowheader', { name: 'Zamfara' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Top products, today' }).getByRole('rowheader', { name: product.name }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Orders per day, last 30 days' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The WhatsApp funnel, today' })).toBeVisible();
  // The charts are drawn (recharts' own chunk has loaded).
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeAttached();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  await noSidewaysScroll(page);

  await page.getByText('This week', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/overview\?period=week$/);
  await expect(page.getByRole('radio', { name: 'This week' })).toBeChecked();
  await expect(
    page.getByRole('table', { name: 'Top states, this week' }).getByRole('rowheader', { name: 'Zamfara' }),
  ).toBeVisible();
  const placedThisWeek = Number(
    (await page.getByTestId('figure-placed').locator('dd').textContent())!.replace(/,/g, ''),
  );
  expect(placedThisWeek).toBeGreaterThanOrEqual(1);
  // Keyboard: the arrow keys move the period.
  await page.getByRole('radio', { name: 'This week' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/admin\/overview\?period=month$/);
  await expect(page.getByRole('table', { name: 'Top states, this month' })).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  await noSidewaysScroll(page);
});

test('"Waiting for a chat" is reached from the orders list, keeps its threshold in the URL, at 360 px', async ({
  page,
  admin,
  makeAxeBuilder,
}) => {
  // An order becomes "old" only with time: the API test covers ages; here the page and its threshold.
  await signInPage(page, admin);
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, '/admin/orders');
  await page.getByRole('link', { name: 'Waiting for a chat' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/waiting$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Waiting for a chat' })).toBeVisible();
  await expect(page.getByText(/waited more than 2 hours$/)).toBeVisible();
  await expect(page.getByText('No order has waited more than 2 hours for confirmation.')).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  await noSidewaysScroll(page);

  const hours = page.getByLabel('Waiting for more than (hours)');
  await hours.fill('500');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('Hours must be a whole number from 1 to 168')).toBeVisible();
  await expect(hours).toHaveAttribute('aria-invalid', 'true');
  await hours.fill('1');
  await hours.press('Enter');
  await expect(page).toHaveURL(/\/admin\/orders\/waiting\?hours=1$/);
  await expect(page.getByText('No order has waited more than 1 hour for confirmation.')).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
});
