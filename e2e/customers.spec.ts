import { baseUrl, signInPage } from './helpers/accounts';
import { listProducts, open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

const PHONE = { width: 360, height: 800 };

test('the customer book: two orders with one phone typed two ways are one customer, found by a third form, tagged and noted at 360 px', async ({
  page,
  browser,
  verifiedCustomer,
  admin,
  makeAxeBuilder,
}) => {
  // A number of this run's own, so other specs' orders never match it.
  const line = String(Date.now() % 10_000_000).padStart(7, '0');
  const national = `803${line}`;
  const forms = [`0${national.slice(0, 3)} ${line.slice(0, 3)} ${line.slice(3)}`, `+234 ${national}`];
  const lastName = `Okafor${line}`;

  const shopper = await (await browser.newContext({ baseURL: baseUrl() })).newPage();
  await signInPage(shopper, verifiedCustomer);
  const product = (await listProducts(shopper.request)).find((item) => item.inStock && item.stockCount >= 2)!;
  const references: string[] = [];
  for (const phone of forms) {
    const placed = await shopper.request.post('/api/orders', {
      data: {
        customer: {
          firstName: 'Chidi',
          lastName,
          // An email of this run's own too: the book joins orders by email as well as by phone.
          email: `chidi.${line}@example.com`,
          phone,
          address: '12 Aba Road',
          city: 'Port Harcourt',
          state: 'Rivers',
          zipCode: '500001',
        },
        items: [{ productId: product.id, quantity: 1 }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    references.push(((await placed.json()) as { order: { reference: string } }).order.reference);
  }

  await shopper.context().close();

  const staff = page;
  await signInPage(staff, admin);
  await staff.setViewportSize(PHONE);
  await open(staff, '/admin');
  await staff
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(staff.getByRole('heading', { level: 2, name: 'Customers' })).toBeVisible();

  // The number in its international form, with neither of the two forms the orders used.
  await staff.getByLabel('Search customers').fill(`234${national}`);
  const table = staff.getByRole('table', { name: 'Customers' });
  const row = table.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Rivers');
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  await row.getByRole('link', { name: new RegExp(lastName) }).click();
  await expect(staff.getByRole('heading', { level: 2, name: `Chidi ${lastName}` })).toBeVisible();
  const orders = staff.getByRole('table', { name: 'Orders' });
  for (const reference of references)
    await expect(orders.getByRole('link', { name: reference })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`wa\\.me/234${national}`),
  );

  await staff.getByRole('checkbox', { name: 'Workshop' }).check();
  await staff.getByRole('button', { name: 'Save tags' }).click();
  await staff
    .getByRole('textbox', { name: 'Note' })
    .fill('Two lifts in the Trans-Amadi workshop; calls after 4 pm.');
  await staff.getByRole('button', { name: 'Add note' }).click();
  const notes = staff.getByRole('list', { name: 'Staff notes' });
  await expect(notes).toContainText('Two lifts in the Trans-Amadi workshop');

  // After a reload the tag and the note are still there, and the list filters by the tag.
  await staff.reload();
  await expect(staff.getByRole('list', { name: 'Staff notes' })).toContainText('Trans-Amadi');
  await expect(staff.getByRole('checkbox', { name: 'Workshop' })).toBeChecked();
  // The customer's page with its tag and note, once the two saves' toasts are gone with the reload.
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  const listed = await staff.request.get(
    `/api/admin/customers?q=${encodeURIComponent(forms[0]!)}&tag=workshop`,
  );
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as { total: number }).total).toBe(1);
});
