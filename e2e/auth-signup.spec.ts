import { expect, test } from './support/fixtures';
import { fillCart, uniqueAccount, VERIFY_SUBJECT } from './helpers/accounts';
import { linkIn, mailsTo, waitForMail } from './helpers/mailbox';
import { open, waitForSplash } from './helpers/storefront';

const ACCOUNT_CREATED =
  'Account created! Please check your email and verify your account before you can checkout.';
const VERIFICATION_SENT = 'Verification email sent! Please check your inbox and spam folder.';

test('sign up from the cart, get the real verification mail, open its link, and check out', async ({
  page,
  request,
  dataDir,
  pageErrors,
}) => {
  const account = uniqueAccount('signup');
  await fillCart(page, request);
  await open(page, '/cart');

  // A visitor: sign in first, carrying the way back to checkout; then on to Sign Up.
  await page.getByRole('button', { name: 'Sign In to Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=\/checkout$/);
  await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup\?redirect=%2Fcheckout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();

  // The specification's messages, in the red box.
  const form = page.getByRole('form', { name: 'Create account' });
  const alert = form.getByRole('alert');
  await form.getByLabel('Full Name').fill(account.name);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password', { exact: true }).fill('12345');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(alert).toHaveText('Please enter a valid email address');
  await form.getByLabel('Email').fill(account.email);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(alert).toHaveText('Password must be at least 6 characters');
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm Password').fill(`${account.password}x`);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(alert).toHaveText('Passwords do not match');
  expect(await mailsTo(dataDir, account.email)).toHaveLength(0);

  await form.getByLabel('Confirm Password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();

  // Signed in, unverified, back at the origin: checkout is blocked until the address is verified.
  await expect(page.getByText(ACCOUNT_CREATED)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Email Verification Required' })).toBeVisible();
  const firstBanner = page.getByRole('complementary', { name: 'Please verify your email address' });
  await expect(firstBanner).toContainText(account.email);
  await expect(firstBanner).toContainText('check your inbox and spam folder');
  await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
  // The toast stays long enough to read on the page the shopper lands on.
  await page.waitForTimeout(4_500);
  await expect(page.getByText(ACCOUNT_CREATED)).toBeVisible();

  // The real mail, received by the SMTP server of this run.
  const mail = await waitForMail(dataDir, account.email, VERIFY_SUBJECT);
  expect(mail.text).toContain(account.name);
  const link = linkIn(mail, /\/verify-email\?/);

  // The cart: the warning, and the dialog with its resend action.
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByText('Please verify your email address to complete checkout')).toBeVisible();
  await page.getByRole('button', { name: 'Verify Email to Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Verification Required' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please verify your email address before proceeding to checkout.');
  await dialog.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText(VERIFICATION_SENT)).toBeVisible();
  await waitForMail(dataDir, account.email, VERIFY_SUBJECT, { after: 1 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Open the link from the mail, in another tab as from a mail program: the address is verified and the
  // shop knows it there without a new sign-in...
  const banner = () => page.getByRole('complementary', { name: 'Please verify your email address' });
  const mailTab = await page.context().newPage();
  await mailTab.goto(link);
  await waitForSplash(mailTab);
  await expect(mailTab).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(mailTab.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
  await expect(mailTab.getByRole('complementary', { name: 'Please verify your email address' })).toHaveCount(
    0,
  );
  await mailTab.close();

  // ...and in the first tab as soon as the shopper comes back to it.
  await expect(banner()).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(banner()).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  await page.reload();
  await waitForSplash(page);
  await expect(banner()).toHaveCount(0);

  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByText('Please verify your email address to complete checkout')).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
