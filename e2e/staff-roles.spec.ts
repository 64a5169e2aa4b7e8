import type { Page } from '@playwright/test';
import { signInPage, uniqueAccount } from './helpers/accounts';
import { linkIn, waitForMail } from './helpers/mailbox';
import { listProducts, open } from './helpers/storefront';
import { axeBuilder, expect, seriousViolations, test } from './support/fixtures';

const INVITE_SUBJECT = /^You are invited to the .* team$/;
const FORBIDDEN = "Your staff level doesn't allow this.";

// Polled: the lists refresh after each action, and the check is of the page once it has settled.
const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 })
    .toBeLessThanOrEqual(360);

async function axeClean(page: Page) {
  expect(seriousViolations(await axeBuilder(page).analyze())).toEqual([]);
}

test('an owner invites a storekeeper, who joins by the mailed link and sees no prices to edit and no customer', async ({
  page,
  browser,
  admin,
  dataDir,
}) => {
  // A long address, as some are: the Staff and Activity pages must still fit a phone's screen.
  const account = uniqueAccount('store');
  const invitee = { ...account, email: `storekeeper.of.the.lagos.workshop.${account.email}` };

  // The owner invites from the Staff section.
  await signInPage(page, admin);
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, '/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 2 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('Name').fill(invitee.name);
  await form.getByLabel('Email').fill(invitee.email);
  await form.getByLabel('Staff level').selectOption({ label: 'Storekeeper' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent. We emailed ${invitee.email}.`)).toBeVisible();
  await expect(page.getByText(`${invitee.name} (Storekeeper)`)).toBeVisible();
  await noSidewaysScroll(page);
  await axeClean(page);

  // The invitee opens the link in a browser of their own, sets a password and lands in the dashboard.
  const mail = await waitForMail(dataDir, invitee.email, INVITE_SUBJECT);
  const link = new URL(linkIn(mail, /\/staff\/join\?token=/));
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const joiner = await context.newPage();
  await open(joiner, `${link.pathname}${link.search}`);
  await expect(joiner.getByRole('heading', { name: 'Join the Team' })).toBeVisible();
  await expect(
    joiner.getByText('You are invited to help run the shop as Storekeeper.', { exact: false }),
  ).toBeVisible();
  await axeClean(joiner);
  await joiner.getByLabel('Password', { exact: true }).fill(invitee.password);
  await joiner.getByLabel('Confirm Password').fill(invitee.password);
  await joiner.getByRole('button', { name: 'Set Password and Join' }).click();
  await expect(joiner).toHaveURL(/\/admin\/overview$/);

  // A storekeeper: the Overview and the products, no orders, messages, settings or staff.
  const sections = joiner.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
  await expect(sections).toHaveText(['Overview', 'Products']);
  await open(joiner, '/admin/orders');
  await expect(joiner.getByRole('alert').filter({ hasText: FORBIDDEN })).toBeVisible();
  await expect(joiner.getByText('Access Denied')).toBeVisible();
  const orders = await joiner.request.get('/api/admin/orders');
  expect(orders.status()).toBe(403);

  // Products: stock can be set; prices are shown, not editable.
  const product = (await listProducts(joiner.request))[0]!;
  await open(joiner, `/admin/products/${encodeURIComponent(product.id)}/edit`);
  await expect(joiner.getByLabel('Stock count')).toBeVisible();
  await expect(joiner.getByLabel('Price', { exact: true })).toHaveCount(0);
  await expect(joiner.getByText('Only an owner can change prices.').first()).toBeVisible();
  await expect(joiner.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
  await noSidewaysScroll(joiner);
  await axeClean(joiner);
  const priceChange = await joiner.request.patch(`/api/products/${encodeURIComponent(product.id)}`, {
    data: { price: 1 },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(priceChange.status()).toBe(403);
  await context.close();

  // The owner sees the new member on the team, and who did what in the activity feed.
  await open(page, '/admin/staff');
  await expect(page.getByLabel(`Staff level of ${invitee.name}`)).toHaveValue('storekeeper');
  await open(page, '/admin/activity');
  await page.getByLabel('Kind').selectOption({ label: 'Staff' });
  await expect(page.getByText(`Invited ${invitee.email} as Storekeeper`)).toBeVisible();
  await expect(page.getByText('Joined the team as Storekeeper').first()).toBeVisible();
  await noSidewaysScroll(page);
  await axeClean(page);

  // Lowered to sales, the member is then removed: the last step of the Staff section.
  await open(page, '/admin/staff');
  await page.getByLabel(`Staff level of ${invitee.name}`).selectOption('sales');
  await expect(page.getByText(`${invitee.name} is now Sales.`)).toBeVisible();
  await page.getByRole('button', { name: `Remove ${invitee.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove access' }).click();
  await expect(page.getByText(`${invitee.name} no longer has access.`)).toBeVisible();
  await expect(page.getByLabel(`Staff level of ${invitee.name}`)).toHaveCount(0);
});
