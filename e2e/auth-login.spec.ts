import { expect, test } from './support/fixtures';
import { uniqueAccount } from './helpers/accounts';
import { open } from './helpers/storefront';

test('a failed sign-in shows the auth layer message in the red box and keeps the address', async ({
  page,
}) => {
  const stranger = uniqueAccount('nobody');
  await open(page, '/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter your email address');

  await form.getByLabel('Email').fill(stranger.email);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter your password');

  await form.getByLabel('Password').fill(stranger.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText(/invalid email or password/i);
  await expect(alert.locator('p')).toHaveClass(/bg-destructive-950/);
  await expect(page).toHaveURL(/\/login$/);
  await expect(form.getByLabel('Email')).toHaveValue(stranger.email);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
});

test('after signing in the shopper returns to the page they came from; sign-out clears the account', async ({
  page,
  verifiedCustomer,
}) => {
  // A visitor on a protected page is sent to sign in, carrying the origin.
  await open(page, '/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(verifiedCustomer.email);
  await form.getByLabel('Password').fill(verifiedCustomer.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Welcome, ${verifiedCustomer.name}!`)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Please verify your email address' })).toHaveCount(0);

  // The header's account menu: the name, My Account and Sign Out; no Admin Dashboard for a customer.
  const menuButton = page.getByRole('button', { name: `Account menu for ${verifiedCustomer.name}` });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(menuButton).toHaveCount(0);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);

  // Sign In in the header brings the shopper back to the page it was pressed on.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fabout$/);
  await form.getByLabel('Email').fill(verifiedCustomer.email);
  await form.getByLabel('Password').fill(verifiedCustomer.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menuButton).toBeVisible();

  // A ?redirect= origin is followed only within the site; a signed-in shopper skips the form.
  await open(page, '/login?redirect=%2Fshop%3Fcategory%3Dlubebay');
  await expect(page).toHaveURL(/\/shop\?category=lubebay$/);
  await open(page, '/login?redirect=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
