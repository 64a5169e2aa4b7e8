import { expect, test } from './support/fixtures';
import { signInPage, signUp, uniqueAccount } from './helpers/accounts';
import { open, waitForSplash } from './helpers/storefront';

test('a visitor on a protected route is sent to sign in, carrying the origin', async ({ page }) => {
  for (const path of ['/checkout', '/account', '/admin']) {
    await open(page, path);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  }
});

test('an unverified customer meets the verification block screen at checkout and Access Denied at /admin', async ({
  page,
}) => {
  const account = uniqueAccount('unverified');
  await signUp(page.request, account);

  await open(page, '/about');
  await page.goto('/checkout');
  await waitForSplash(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verification Required' })).toBeVisible();
  await expect(
    page.getByText('Please verify your email address before proceeding to checkout.'),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(account.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();
  // One resend button: the yellow banner (with its Resend Email) steps aside for the block screen.
  await expect(page.getByRole('button', { name: /^Resend/ })).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Please verify your email address' })).toHaveCount(0);

  // I've Verified My Email reloads the page (still unverified here: the block screen again).
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await page.getByRole('button', { name: "I've Verified My Email" }).click();
  await waitForSplash(page);
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(
    undefined,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verification Required' })).toBeVisible();

  // Go Back returns to the previous page.
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);

  // Not an admin: Access Denied, then home after a moment to read it.
  await page.goto('/admin');
  await waitForSplash(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 6_000 });
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
});

test('a verified customer gets Access Denied at /admin and is sent home', async ({
  page,
  verifiedCustomer,
}) => {
  await signInPage(page, verifiedCustomer);
  await open(page, '/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  await page.getByRole('button', { name: `Account menu for ${verifiedCustomer.name}` }).click();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.goto('/admin');
  await waitForSplash(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 6_000 });
});

test('an admin sees Admin Dashboard in the account menu and reaches /admin', async ({ page, admin }) => {
  // The page's clock flows as usual; the test moves it past the moment a non-admin is sent home.
  await page.clock.install();
  await signInPage(page, admin);
  await open(page, '/');
  const menuButton = page.getByRole('button', { name: `Account menu for ${admin.name}` });
  await menuButton.click();
  await page.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Access Denied')).toHaveCount(0);
  // Still there after the moment a non-admin would have been sent away (2.5 s after the message shows).
  await page.clock.runFor(3_000);
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});
