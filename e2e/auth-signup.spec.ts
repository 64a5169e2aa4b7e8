import { expect, test } from './support/fixtures';
import { createVerifiedAccount, fillCart, uniqueAccount, VERIFY_SUBJECT } from './helpers/accounts';
import { linkIn, mailsTo, waitForMail } from './helpers/mailbox';
import { open, waitForSplash } from './helpers/storefront';

const ACCOUNT_CREATED =
  'Account created! Please check your email and verify your account before you can checkout.';
const VERIFICATION_SENT = 'Verification email sent! Please check your inbox and spam folder.';
const VERIFIED = 'Your email is verified';

test('sign up from the cart, get the real verification mail, open its link, land on checkout, and check out', async ({
  page,
  request,
  dataDir,
  pageErrors,
}) => {
  const account = uniqueAccount('signup');
  // The page's clock flows as usual, and the test moves it on where it checks what lasts (the toast).
  await page.clock.install();
  await fillCart(page, request);
  await open(page, '/cart');

  // A visitor: sign in first, carrying the way back to checkout; then on to Sign Up.
  await page.getByRole('button', { name: 'Sign In to Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=\/checkout$/);
  // The header's Sign In and Sign Up keep that way back too.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/signup?redirect=%2Fcheckout',
  );
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fcheckout',
  );
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
  await expect(page.getByRole('main')).toContainText(account.email);
  // One resend button here: the yellow banner steps aside for the block screen and its own button.
  const banner = () => page.getByRole('complementary', { name: 'Please verify your email address' });
  await expect(page.getByRole('button', { name: /^Resend/ })).toHaveCount(1);
  await expect(banner()).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
  // The toast stays long enough to read on the page the shopper lands on: still there 4.5 s later.
  await page.clock.runFor(4_500);
  await expect(page.getByText(ACCOUNT_CREATED)).toBeVisible();

  // The real mail, received by the SMTP server of this run.
  const mail = await waitForMail(dataDir, account.email, VERIFY_SUBJECT);
  expect(mail.text).toContain(account.name);
  const link = linkIn(mail, /\/verify-email\?/);
  // It returns to where the sign-up started.
  expect(new URL(link).searchParams.get('callbackURL')).toBe('/checkout?verified=1');

  // The cart: the banner, the warning, and the dialog with its resend action.
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(banner()).toContainText(account.email);
  await expect(banner()).toContainText('check your inbox and spam folder');
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

  // Open the link from the mail, in another tab as from a mail program: it lands on checkout, says the
  // address is verified (in the toaster's live region, read out by screen readers), and the shop knows it
  // there without a new sign-in...
  const mailTab = await page.context().newPage();
  await mailTab.goto(link);
  await waitForSplash(mailTab);
  await expect(mailTab).toHaveURL(/127\.0\.0\.1:\d+\/checkout$/);
  await expect(mailTab.getByRole('region', { name: /Notifications/ })).toContainText(VERIFIED);
  await expect(mailTab.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
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

test('sign-up with an address that has an account answers as for a new one; its owner gets a reset link', async ({
  page,
  dataDir,
}) => {
  const owner = await createVerifiedAccount(dataDir, 'taken');
  const stranger = uniqueAccount('stranger');
  await open(page, '/signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full Name').fill(stranger.name);
  await form.getByLabel('Email').fill(owner.email);
  await form.getByLabel('Password', { exact: true }).fill(stranger.password);
  await form.getByLabel('Confirm Password').fill(stranger.password);
  await form.getByRole('button', { name: 'Create Account' }).click();

  // The same message as for a new account, and nobody is signed in.
  await expect(page.getByText(ACCOUNT_CREATED)).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText('');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // The owner hears of it, with a link to choose a new password.
  const mail = await waitForMail(dataDir, owner.email, /^Someone tried to create/);
  expect(mail.text).toContain(owner.name);
  await page.goto(linkIn(mail, /\/reset-password\//));
  await waitForSplash(page);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
});
