import { baseUrl, signInPage } from './helpers/accounts';
import { createTestProduct, TEST_PRODUCT_PREFIX, type CreatedProduct } from './helpers/catalogue';
import { linkIn, waitForMail } from './helpers/mailbox';
import { open } from './helpers/storefront';
import { expect, test } from './support/fixtures';

/**
 * The order mail goes through the durable outbox (modules/notifications) to the suite's SMTP server:
 * the shopper's "order received" with the reference and the status link, and the seller's "new order"
 * (to the business email of the settings, or to the admins while none is saved).
 */
test('placing an order through the checkout mails the shopper and the seller', async ({
  page,
  context,
  browser,
  verifiedCustomer,
  admin,
  dataDir,
}) => {
  test.setTimeout(120_000);
  await context.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const adminContext = await browser.newContext({ baseURL: baseUrl() });
  const adminPage = await adminContext.newPage();
  await signInPage(adminPage, admin);
  const product: CreatedProduct = await createTestProduct(adminPage.request, {
    name: `${TEST_PRODUCT_PREFIX}Mail Compressor ${Date.now()}`,
    brand: 'Werther',
    price: 600_000,
    stockCount: 3,
  });
  await page.addInitScript(
    (stored) => {
      if (!window.localStorage.getItem('autoparts-cart'))
        window.localStorage.setItem('autoparts-cart', stored);
    },
    JSON.stringify([{ ...product, quantity: 1 }]),
  );

  await signInPage(page, verifiedCustomer);
  await open(page, '/checkout');
  await page.getByLabel('First Name').fill('Amina');
  await page.getByLabel('Last Name').fill('Bello');
  await page.getByLabel('Email').fill(verifiedCustomer.email);
  await page.getByLabel('Address').fill('3 Murtala Mohammed Way');
  await page.getByLabel('City').fill('Kano');
  await page.getByLabel('State').selectOption('Kano');
  await page.getByLabel('ZIP Code').fill('700001');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const popupPromise = context.waitForEvent('page');
  await page
    .getByRole('dialog', { name: 'Payment System Unavailable' })
    .getByRole('button', { name: 'Chat on WhatsApp' })
    .click();
  await (await popupPromise).waitForURL(/^https:\/\/wa\.me\//);
  await expect(page).toHaveURL(/\/orders\/GE-\d+$/);
  const reference = /GE-\d+/.exec(page.url())![0];

  const received = await waitForMail(dataDir, verifiedCustomer.email, new RegExp(`order ${reference}$`));
  expect(received.subject).toBe(`GaragePro: we received your order ${reference}`);
  expect(received.text).toContain(product.name);
  const statusLink = linkIn(received, new RegExp(`/orders/${reference}$`));
  expect(new URL(statusLink).pathname).toBe(`/orders/${reference}`);
  linkIn(received, new RegExp(`/orders/${reference}/proforma$`));

  // The seller's mail: to the business email once staff saved one (another spec may), else to the admins.
  const settings = (await (await adminPage.request.get('/api/admin/settings/business')).json()) as {
    details: { email: string };
  };
  const sellerMail = await waitForMail(
    dataDir,
    settings.details.email || admin.email,
    new RegExp(`new order ${reference},`),
  );
  expect(sellerMail.text).toContain('Customer: Amina Bello');
  expect(sellerMail.text).toContain('Delivery to: Kano, Kano');
  expect(new URL(linkIn(sellerMail, /\/admin\/orders\//)).pathname).toBe(`/admin/orders/${reference}`);
  await adminContext.close();
});
