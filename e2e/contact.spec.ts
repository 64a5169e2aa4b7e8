import { expect, test } from './support/fixtures';
import { open } from './helpers/storefront';

test('the contact form validates, sends for 1.5 s, clears and confirms; it is kept in local storage', async ({
  page,
}) => {
  await open(page, '/contact');
  await expect(page.getByText('We reply within 24 hours.')).toBeVisible();
  await page.getByRole('button', { name: 'Do you offer free shipping?' }).click();
  await expect(page.getByText(/free shipping on all orders over \$50/)).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Name', { exact: true }).fill('Ada Obi');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Subject', { exact: true }).selectOption('wholesale-inquiry');
  await page.getByLabel('Message', { exact: true }).fill('Do you offer trade prices for ten lifts?');
  const started = Date.now();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByText('Message Sent!')).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

  const saved = await page.evaluate(
    () => JSON.parse(localStorage.getItem('contact-submissions') ?? '[]') as unknown[],
  );
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    name: 'Ada Obi',
    email: 'ada@example.com',
    subject: 'wholesale-inquiry',
    message: 'Do you offer trade prices for ten lifts?',
  });
  expect(Object.keys(saved[0] as object).sort()).toEqual([
    'email',
    'id',
    'message',
    'name',
    'subject',
    'timestamp',
  ]);
});

test('a refused message shows the server message and keeps the form filled', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many messages; try again in a minute.' }),
    }),
  );
  await open(page, '/contact');
  await page.getByLabel('Name', { exact: true }).fill('Ada Obi');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Subject', { exact: true }).selectOption('other');
  await page.getByLabel('Message', { exact: true }).fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Too many messages; try again in a minute.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ada Obi');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello');
  expect(await page.evaluate(() => localStorage.getItem('contact-submissions'))).toBeNull();
});
