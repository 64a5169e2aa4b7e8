import type { APIRequestContext, Page } from '@playwright/test';
import { baseUrl, signInPage } from './helpers/accounts';
import { createTestProduct, TEST_PRODUCT_PREFIX } from './helpers/catalogue';
import {
  answerWhatsappLocally,
  fillCheckout,
  placeOrderThroughWhatsapp,
  startWithCart,
} from './helpers/checkout';
import { open } from './helpers/storefront';
import { expect, test } from './support/fixtures';
import { BUSINESS_DETAILS } from './helpers/business';

// Oyo's fees are this spec's own (no other spec delivers there); the classes it renames it names back.
const OYO = { parcel: 6_000, pallet: 45_000, heavy: 175_000 };
const OYO_SHOPPER = {
  firstName: 'Tunde',
  lastName: 'Adebayo',
  address: '5 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipCode: '200001',
};

/** Oyo's fee per class (the other states left as they are), and a showroom address if there is none. */
async function setUpDelivery(request: APIRequestContext) {
  const current = (await (await request.get('/api/admin/settings/delivery-fees')).json()) as {
    fees: { state: string; classId: string; fee: number | null }[];
  };
  const fees = current.fees.map(({ state, classId, fee }) => ({
    state,
    classId,
    fee: state === 'Oyo' ? (OYO[classId as keyof typeof OYO] ?? null) : fee,
  }));
  const saved = await request.put('/api/admin/settings/delivery-fees', { data: { fees } });
  expect(saved.status(), await saved.text()).toBe(200);
  const business = (await (await request.get('/api/admin/settings/business')).json()) as {
    details: { address: string };
  };
  if (business.details.address !== '') return;
  const details = await request.put('/api/admin/settings/business', {
    data: BUSINESS_DETAILS,
  });
  expect(details.status(), await details.text()).toBe(200);
}

const summaryOf = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

test('a scanner pays the parcel fee, a lift the heavy fee, and a pickup from the showroom pays none', async ({
  page,
  context,
  browser,
  verifiedCustomer,
  admin,
}) => {
  test.setTimeout(150_000);
  await answerWhatsappLocally(context);
  const staff = await (await browser.newContext({ baseURL: baseUrl() })).newPage();
  await signInPage(staff, admin);
  await setUpDelivery(staff.request);
  const stamp = Date.now();
  const scanner = await createTestProduct(staff.request, {
    name: `${TEST_PRODUCT_PREFIX}Oyo Scanner ${stamp}`,
    price: 103_000,
    stockCount: 5,
    deliveryClass: 'parcel',
  });
  const lift = await createTestProduct(staff.request, {
    name: `${TEST_PRODUCT_PREFIX}Oyo Lift ${stamp}`,
    price: 2_450_000,
    stockCount: 5,
    deliveryClass: 'heavy',
  });

  await startWithCart(page, [{ ...scanner, quantity: 1 }]);
  await signInPage(page, verifiedCustomer);
  await open(page, '/checkout');
  await fillCheckout(page, OYO_SHOPPER, verifiedCustomer.email);
  await expect(summaryOf(page).getByText('₦6,000', { exact: true })).toBeVisible();
  await expect(summaryOf(page).getByText('₦109,000')).toBeVisible();

  // With the lift in the cart, the order pays the fee of its largest class.
  await page.evaluate(
    (items) => window.localStorage.setItem('autoparts-cart', items),
    JSON.stringify([
      { ...scanner, quantity: 1 },
      { ...lift, quantity: 1 },
    ]),
  );
  await page.reload();
  await fillCheckout(page, OYO_SHOPPER, verifiedCustomer.email);
  await expect(summaryOf(page).getByText('₦175,000', { exact: true })).toBeVisible();

  // Picked up from the showroom: the address is shown and no fee is charged.
  const pickup = page.getByRole('radio', { name: /Pick up from our showroom/ });
  await expect(pickup).toBeVisible();
  await pickup.check();
  await expect(page.getByText(/ · no delivery fee$/)).toBeVisible();
  await expect(summaryOf(page).getByText('None (pick up from our showroom)')).toBeVisible();
  // The subtotal and the total are the same: nothing is added for delivery.
  await expect(summaryOf(page).getByText('₦2,553,000')).toHaveCount(2);
  const { message } = await placeOrderThroughWhatsapp(page, context);
  expect(message).toMatch(/Pick up from our showroom: .+/);
  expect(message).toContain('Delivery: None (pick up from our showroom)');
  expect(message).toContain('Total: ₦2,553,000');
  await expect(page.getByText('None (pick up from our showroom)')).toBeVisible();
});

test('the owner renames a delivery class and adds one; the fee table follows', async ({ page, admin }) => {
  test.setTimeout(90_000);
  await signInPage(page, admin);
  await open(page, '/admin/settings');
  const classes = page.getByRole('list', { name: 'Delivery classes, smallest first' });
  await expect(classes).toBeVisible();
  const count = await classes.getByRole('listitem').count();
  await expect(page.getByLabel('Name of class 2')).toHaveValue('Pallet');

  const added = `Container ${Date.now()}`;
  await page.getByLabel('Name of class 2').fill('Pallet (truck)');
  await page.getByRole('button', { name: 'Add a class' }).click();
  await page.getByLabel(`Name of class ${count + 1}`).fill(added);
  await expect(page.getByLabel(`Name of class ${count + 1}`)).toHaveValue(added);
  // Saved from the keyboard: Enter in a name submits the form.
  await page.getByLabel(`Name of class ${count + 1}`).press('Enter');
  await expect(page.getByText('Delivery classes saved.')).toBeVisible();
  await expect(page.getByLabel(`Fee to Lagos, ${added} (naira)`)).toBeVisible();
  await expect(page.getByLabel('Fee to Lagos, Pallet (truck) (naira)')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(`Name of class ${count + 1}`)).toHaveValue(added);
  // Named back, so the shop is as the other specs know it.
  await page.getByLabel('Name of class 2').fill('Pallet');
  await page.getByRole('button', { name: 'Save classes' }).click();
  await expect(page.getByText('Delivery classes saved.')).toBeVisible();
  await expect(page.getByLabel('Fee to Lagos, Pallet (naira)')).toBeVisible();
});
