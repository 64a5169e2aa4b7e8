import { baseUrl, signInPage } from './helpers/accounts';
import { createTestProduct, TEST_PRODUCT_PREFIX, type CreatedProduct } from './helpers/catalogue';
import {
  answerWhatsappLocally,
  fillCheckout,
  KANO_SHOPPER,
  placeOrderThroughWhatsapp,
  startWithCart,
} from './helpers/checkout';
import { linkIn, waitForMail } from './helpers/mailbox';
import { open, shopName } from './helpers/storefront';
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
  await answerWhatsappLocally(context);
  const adminContext = await browser.newContext({ baseURL: baseUrl() });
  const adminPage = await adminContext.newPage();
  await signInPage(adminPage, admin);
  const product: CreatedProduct = await createTestProduct(adminPage.request, {
    name: `${TEST_PRODUCT_PREFIX}Mail Compressor ${Date.now()}`,
    brand: 'Werther',
    price: 600_000,
    stockCount: 3,
  });
  await startWithCart(page, [{ ...product, quantity: 1 }]);

  await signInPage(page, verifiedCustomer);
  await open(page, '/checkout');
  await fillCheckout(page, { ...KANO_SHOPPER, firstName: 'Amina' }, verifiedCustomer.email);
  const { reference } = await placeOrderThroughWhatsapp(page, context);

  const received = await waitForMail(dataDir, verifiedCustomer.email, new RegExp(`order ${reference}$`));
  expect(received.subject).toBe(`${await shopName(page.request)}: we received your order ${reference}`);
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
