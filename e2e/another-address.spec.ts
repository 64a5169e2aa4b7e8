import { expect, test } from './support/fixtures';
import { baseUrl, uniqueAccount } from './helpers/accounts';
import { open } from './helpers/storefront';

const ACCOUNT_CREATED =
  'Account created! Please check your email and verify your account before you can checkout.';

/**
 * The suite's server has PUBLIC_URL http://127.0.0.1:PORT; a seller trying the shop on a phone opens it at
 * another address (here localhost, as a LAN address would be). Outside production that address is the shop's
 * own, so every account action works there.
 */
test('the shop opened at an address other than PUBLIC_URL: sign up, sign out and sign in work', async ({
  page,
}) => {
  const other = baseUrl().replace('127.0.0.1', 'localhost');
  const account = uniqueAccount('elsewhere');

  await open(page, `${other}/signup`);
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full Name').fill(account.name);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm Password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(ACCOUNT_CREATED)).toBeVisible();
  const menuButton = page.getByRole('button', { name: `Account menu for ${account.name}` });
  await expect(menuButton).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(other).host);

  await menuButton.click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

  await open(page, `${other}/login`);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(account.email);
  await signIn.getByLabel('Password').fill(account.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(menuButton).toBeVisible();
  await expect(page.getByText('Requests from other sites are not accepted', { exact: false })).toHaveCount(0);
});
