import { expect, test } from './support/fixtures';
import { baseUrl, createVerifiedAccount, RESET_SUBJECT, uniqueAccount } from './helpers/accounts';
import { linkIn, mailsTo, waitForMail } from './helpers/mailbox';
import { open, waitForSplash } from './helpers/storefront';

const RESET_REQUESTED = 'If an account exists for that address, we have sent a link to reset its password.';

test('password reset by email: request, mail, link, new password, signed in with it', async ({
  page,
  dataDir,
}) => {
  // An account of its own: the worker's shared customer keeps its password.
  const account = await createVerifiedAccount(dataDir, 'reset');
  const newPassword = `New-${account.password}`;

  await open(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_REQUESTED })).toBeVisible();

  const mail = await waitForMail(dataDir, account.email, RESET_SUBJECT);
  const link = linkIn(mail, /\/reset-password\//);
  await page.goto(link);
  await waitForSplash(page);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();

  await expect(page.getByText('Enter your new password.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Choose a new password' });
  // The link says whose password it is: the page asks only for the new one, twice.
  await expect(form.getByRole('textbox')).toHaveCount(2);
  await expect(form.getByLabel('Email')).toHaveCount(0);
  await expect(form.locator('input[type="password"]')).toHaveCount(2);
  await form.getByLabel('New Password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm New Password').fill('something-else');
  await form.getByRole('button', { name: 'Change Password and Sign In' }).click();
  await expect(form.getByRole('alert')).toHaveText('Passwords do not match');
  await form.getByLabel('Confirm New Password').fill(newPassword);
  await form.getByRole('button', { name: 'Change Password and Sign In' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Welcome, ${account.name}!`)).toBeVisible();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The old password no longer works; the link works only once.
  const refused = await page.request.post(`${baseUrl()}/api/auth/sign-in/email`, {
    data: { email: account.email, password: account.password },
    headers: { origin: baseUrl() },
  });
  expect(refused.status()).toBe(401);
  await page.goto(link);
  await waitForSplash(page);
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN$/);
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await expect(page.getByRole('link', { name: 'Request a New Link' })).toBeVisible();
});

test('the reset request answers the same for an address without an account, and sends nothing', async ({
  page,
  dataDir,
}) => {
  const stranger = uniqueAccount('stranger');
  await open(page, '/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
  await page.getByLabel('Email').fill(stranger.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_REQUESTED })).toBeVisible();
  // A real account asks next: once its mail has come, the stranger's would have too.
  const real = await createVerifiedAccount(dataDir, 'reset-after');
  await page.reload();
  await waitForSplash(page);
  await page.getByLabel('Email').fill(real.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_REQUESTED })).toBeVisible();
  await waitForMail(dataDir, real.email, RESET_SUBJECT);
  expect(await mailsTo(dataDir, stranger.email)).toHaveLength(0);
});
