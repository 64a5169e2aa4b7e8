import type { Page } from '@playwright/test';
import { signInPage } from './helpers/accounts';
import { open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

async function openSettings(page: Page, admin: { email: string; password: string }) {
  await signInPage(page, admin);
  await open(page, '/admin/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Trading name')).toBeVisible();
  await expect(page.getByLabel('Fee to Lagos (naira)')).toBeVisible();
}

const quote = (page: Page, state: string) =>
  page.getByRole('checkbox', { name: `Quote on request for ${state}` });

test('an admin edits the business details and a few delivery fees; after a reload they are still there', async ({
  page,
  admin,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  await openSettings(page, admin);

  await page.getByLabel('Trading name').fill('GaragePro Nigeria Ltd');
  await page.getByLabel('RC number (optional)').fill('RC 1234567');
  await page.getByLabel('Phone', { exact: true }).fill('0803 555 0142');
  await page.getByLabel('Email').fill('sales@garagepro.ng');
  await page.getByLabel('Bank name').fill('Zenith Bank');
  await page.getByLabel('Account name').fill('GaragePro Nigeria Ltd');
  await page.getByLabel('Account number (NUBAN)').fill('12345');
  await page.getByLabel('Address').fill('24 Oba Akran Avenue, Ikeja, Lagos');
  await page.getByLabel('Proforma validity (days)').fill('14');
  await page.getByRole('button', { name: 'Save business details' }).click();
  await expect(page.getByText('Account number must be exactly 10 digits (NUBAN)')).toBeVisible();
  await page.getByLabel('Account number (NUBAN)').fill('1012345678');
  // Saved from the keyboard: Enter in a field submits its form.
  await page.getByLabel('Account number (NUBAN)').press('Enter');
  await expect(page.getByText('Business details saved.')).toBeVisible();

  await page.getByLabel('Fee to Lagos (naira)').fill('5,000');
  await page.getByLabel('Fee to Ogun (naira)').fill('7500.50');
  await expect(quote(page, 'Lagos')).not.toBeChecked();
  await page.getByRole('button', { name: 'Save all fees' }).click();
  await expect(page.getByText('Delivery fees saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Trading name')).toHaveValue('GaragePro Nigeria Ltd');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+234 803 555 0142');
  await expect(page.getByLabel('Account number (NUBAN)')).toHaveValue('1012345678');
  await expect(page.getByLabel('Proforma validity (days)')).toHaveValue('14');
  await expect(page.getByText(/^Last saved by /)).toBeVisible();
  await expect(page.getByLabel('Fee to Lagos (naira)')).toHaveValue('5,000');
  await expect(page.getByLabel('Fee to Ogun (naira)')).toHaveValue('7,500.50');
  await expect(quote(page, 'Kano')).toBeChecked();
  expect(pageErrors).toEqual([]);
});

test('the settings pass axe and work at 360 px', async ({ page, admin, makeAxeBuilder }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openSettings(page, admin);
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The section's tab is reachable and marked.
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
});
