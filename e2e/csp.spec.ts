import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { open } from './helpers/storefront';

/**
 * Issue 10: zod probed for `new Function` on pages with forms, and the shop's CSP (no 'unsafe-eval')
 * reported each probe as a violation. The client runs zod without that probe.
 */

interface Violation {
  directive: string;
  blocked: string;
}

/** Collects the page's CSP violation events and console reports from the first script on. */
async function watchCsp(page: Page): Promise<() => Promise<(Violation | string)[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const found: { directive: string; blocked: string }[] = [];
    (window as unknown as { cspViolations: typeof found }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) =>
      found.push({ directive: event.violatedDirective, blocked: event.blockedURI }),
    );
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations)),
    ...consoleReports,
  ];
}

test('the contact form validates and sends without a CSP violation', async ({ page, pageErrors }) => {
  const violations = await watchCsp(page);
  await open(page, '/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Ada Obi');
  await page.getByLabel('Email', { exact: true }).fill('not an email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the sign-up form and the shop filters run without a CSP violation', async ({ page, pageErrors }) => {
  const violations = await watchCsp(page);
  await open(page, '/signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full Name').fill('Ada Obi');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password', { exact: true }).fill('12345');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');
  await open(page, '/shop?q=lift&minPrice=1000');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(pageErrors).toEqual([]);
});
