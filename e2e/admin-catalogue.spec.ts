import type { Locator, Page } from '@playwright/test';
import { signInPage } from './helpers/accounts';
import { TEST_PRODUCT_PREFIX, testPhoto } from './helpers/catalogue';
import { naira, open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

function row(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

async function openDashboard(page: Page, admin: { email: string; password: string }) {
  await signInPage(page, admin);
  await open(page, '/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** The shop's search for one product: its card, found by name. */
async function findInShop(page: Page, name: string): Promise<Locator> {
  await open(page, `/shop?q=${encodeURIComponent(name)}`);
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
}

test('an admin adds a product with a picture, edits its price, sets its stock to 0, deletes and restores it; the shop follows', async ({
  page,
  admin,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const name = `${TEST_PRODUCT_PREFIX}Two Post Lift ${Date.now()}`;
  await openDashboard(page, admin);

  // Add
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Add Product' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Product' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Brand', { exact: true }).fill('Launch');
  await page.getByLabel('Price', { exact: true }).fill('2450000.50');
  await page.getByLabel('Original price', { exact: true }).fill('2900000');
  await page.getByLabel('Stock count', { exact: true }).fill('6');
  await page.getByLabel('Description', { exact: true }).fill('A 4-ton two post lift for busy workshops.');
  await page.getByLabel('Feature 1', { exact: true }).fill('Dual hydraulic cylinders');
  await page.getByLabel('Specification 1 name').fill('Capacity');
  await page.getByLabel('Specification 1 value').fill('4,000 kg');
  await page.getByRole('checkbox', { name: 'Garage Tools' }).check();
  await expect(save).toBeDisabled();
  await page.getByLabel('Product image').setInputFiles({
    name: 'lift.jpg',
    mimeType: 'image/jpeg',
    buffer: await testPhoto(),
  });
  const preview = page.getByRole('img', { name: 'Preview of the product image' });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  const previewSrc = (await preview.getAttribute('src')) ?? '';
  const publicId = /\/media\/([^/]+)\//.exec(previewSrc)?.[1];
  expect(publicId).toBeTruthy();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Product added').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(row(page, name)).toBeVisible();
  await expect(row(page, name).getByText('Active', { exact: true })).toBeVisible();

  // The shop shows it with its price and picture.
  let card = await findInShop(page, name);
  await expect(card).toHaveCount(1);
  expect(naira((await card.getByText(/₦/).first().textContent()) ?? '')).toBe(2_450_000.5);
  // The card's picture is decorative (the name is the link); it is the uploaded one.
  await expect(card.locator('img')).toHaveAttribute('src', new RegExp(`/media/${publicId}/`));
  await card.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
  const productUrl = page.url();
  const image = page.getByRole('img', { name }).first();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Edit the price.
  await open(page, `/admin/products?q=${encodeURIComponent(name)}`);
  await row(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Product' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByRole('checkbox', { name: 'Garage Tools' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Preview of the product image' })).toBeVisible();
  // Typed the way prices are written, and read back as naira beside the field.
  const price = page.getByLabel('Price', { exact: true });
  await price.fill('7,800,000');
  await expect(page.locator('#product-price-amount')).toHaveText('₦7,800,000');
  await expect(price).toHaveAccessibleDescription(/₦7,800,000/);
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Product updated').first()).toBeVisible();
  // Saving goes back to the list; the shop is opened once that navigation is over, not during it.
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  card = await findInShop(page, name);
  await expect(card.getByText('₦7,800,000').first()).toBeVisible();
  expect(naira((await card.getByText(/₦/).first().textContent()) ?? '')).toBe(7_800_000);

  // Stock to 0: the product page says Out of Stock.
  await open(page, `/admin/products?q=${encodeURIComponent(name)}`);
  await row(page, name).getByLabel(`Stock for ${name}`, { exact: true }).fill('0');
  await row(page, name)
    .getByRole('button', { name: `Update stock for ${name}` })
    .click();
  await expect(page.getByText('Stock updated').first()).toBeVisible();
  await expect(row(page, name).getByText('Out of stock')).toBeVisible();
  card = await findInShop(page, name);
  await expect(card.getByText('Out of Stock', { exact: true })).toBeVisible();
  await open(page, new URL(productUrl).pathname);
  await expect(page.getByText('Out of Stock', { exact: true }).first()).toBeVisible();

  // Delete (after confirming): gone from the shop, still in the admin list, marked Deleted.
  await open(page, `/admin/products?q=${encodeURIComponent(name)}`);
  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/will be hidden from the shop/);
  // The safe choice has the focus; Escape cancels.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row(page, name).getByText('Active', { exact: true })).toBeVisible();
  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await dialog.getByRole('button', { name: 'Delete product' }).click();
  await expect(page.getByText('Product deleted').first()).toBeVisible();
  await expect(row(page, name).getByText('Deleted', { exact: true })).toBeVisible();
  // Its name's words still find the other lifts (decision 040), never the deleted product.
  card = await findInShop(page, name);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(card).toHaveCount(0);
  await open(page, new URL(productUrl).pathname);
  await expect(page.getByText('Product not found')).toBeVisible();

  // Restore: back in the shop.
  await open(page, `/admin/products?q=${encodeURIComponent(name)}`);
  await row(page, name)
    .getByRole('button', { name: `Restore ${name}` })
    .click();
  await expect(page.getByText('Product restored').first()).toBeVisible();
  await expect(row(page, name).getByText('Active', { exact: true })).toBeVisible();
  card = await findInShop(page, name);
  await expect(card).toHaveCount(1);

  // The history tells who did what.
  await open(page, `/admin/products?q=${encodeURIComponent(name)}`);
  await row(page, name)
    .getByRole('button', { name: `History of ${name}` })
    .click();
  const history = page.getByRole('region', { name: `Change history of ${name}` });
  for (const label of ['Created', 'Edited', 'Stock updated', 'Deleted', 'Restored']) {
    await expect(history.getByText(new RegExp(`^${label} by `))).toBeVisible();
  }
  await expect(history.getByText(admin.email).first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the product form explains what is missing or wrong', async ({ page, admin }) => {
  await openDashboard(page, admin);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Upload an image and select at least one category to save.')).toBeVisible();

  // Sub-categories follow their category.
  const thinkcar = page.getByRole('checkbox', { name: 'Thinkcar' });
  await expect(thinkcar).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Diagnostic Tools' }).check();
  await thinkcar.check();
  await page.getByRole('checkbox', { name: 'Diagnostic Tools' }).uncheck();
  await expect(thinkcar).not.toBeChecked();
  await expect(thinkcar).toBeDisabled();

  // The browser refuses what is not an image, and images of 5 MB or more.
  const file = page.getByLabel('Product image');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select an image file')).toBeVisible();
  await file.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5 * 1024 * 1024, 1),
  });
  await expect(page.getByText('File size must be less than 5MB')).toBeVisible();
  // A file that claims to be an image but is not: the server refuses it.
  await file.setInputFiles({
    name: 'fake.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText('Failed to upload image', { exact: true })).toBeVisible();
  await expect(page.getByText('Only JPEG, PNG or WebP images are accepted.')).toBeVisible();
  await expect(page.getByText('Failed to upload image. Please try again.')).toBeVisible();

  // Features, specifications and videos: at least one row of each stays.
  await page.getByRole('button', { name: 'Remove feature 1' }).click();
  await expect(page.getByLabel('Feature 1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add specification' }).click();
  await page.getByRole('button', { name: 'Remove specification 2' }).click();
  await page.getByRole('button', { name: 'Remove specification 1' }).click();
  await expect(page.getByLabel('Specification 1 name')).toBeVisible();

  // With an image and a category, Save runs the field rules.
  await file.setInputFiles({ name: 'ok.jpg', mimeType: 'image/jpeg', buffer: await testPhoto() });
  await expect(page.getByRole('img', { name: 'Preview of the product image' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('checkbox', { name: 'Hand Tools' }).check();
  await page.getByLabel('Video link 1', { exact: true }).fill('https://vimeo.com/12345');
  await page.getByLabel('Price', { exact: true }).fill('-5');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Brand is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  await expect(page.getByText('Invalid YouTube URL')).toBeVisible();
  await expect(page.getByText('Price must be 0 or more')).toBeVisible();
  // Nothing was saved: still on the form.
  await expect(page).toHaveURL(/\/admin\/products\/new$/);

  // Remove the picture (the second: the refused upload keeps the first place, with its Retry): Save is
  // disabled again.
  await expect(page.getByRole('button', { name: 'Retry picture 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove picture 2' }).click();
  await expect(page.getByRole('button', { name: 'Save Product' })).toBeDisabled();
  await expect(page.getByText('Upload an image to save.')).toBeVisible();
});

test('product text with markup shows as text in the shop', async ({ page, admin }) => {
  await signInPage(page, admin);
  const upload = await page.request.post('/api/uploads/images', {
    multipart: { file: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: await testPhoto() } },
  });
  expect(upload.status()).toBe(201);
  const { public_id } = (await upload.json()) as { public_id: string };
  const payload = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;
  const created = await page.request.post('/api/products', {
    data: {
      name: `${TEST_PRODUCT_PREFIX}Jack ${payload}`,
      brand: `<b>Bold</b>`,
      price: 45_000,
      description: `Strong ${payload}`,
      imagePublicId: public_id,
      category: ['handtools'],
      stockCount: 2,
      features: [payload],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = (await created.json()) as { product: { id: string } };
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await open(page, `/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${TEST_PRODUCT_PREFIX}Jack ${payload}`);
  await page.getByRole('tab', { name: 'Features' }).click();
  await expect(page.getByText(payload).first()).toBeVisible();
  await open(page, `/shop?q=${encodeURIComponent(`${TEST_PRODUCT_PREFIX}Jack <img`)}`);
  await expect(page.getByRole('heading', { name: `${TEST_PRODUCT_PREFIX}Jack ${payload}` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the dashboard and the product form pass axe and work at 360 px', async ({
  page,
  admin,
  makeAxeBuilder,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openDashboard(page, admin);
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add Product' })).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Back returns to the list.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
});

interface AdminProduct {
  id: string;
  name: string;
  rating: number;
  stockCount: number;
  inStock: boolean;
}

async function adminProducts(page: Page): Promise<AdminProduct[]> {
  const response = await page.request.get('/api/admin/products?limit=200');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: AdminProduct[] }).products;
}

/**
 * Applying the sync is safe beside the other specs: it never changes stock, it only touches products
 * named like demo products (specs' own products are named 'E2E ...'), and what it changes on the seeded
 * catalogue (ratings become 4) no spec depends on.
 */
test('Sync shows its plan first: Cancel changes nothing; Sync now applies it and leaves stock as it was', async ({
  page,
  admin,
  makeAxeBuilder,
}) => {
  test.setTimeout(120_000);
  await openDashboard(page, admin);
  const before = await adminProducts(page);
  // A seeded demo product the sync will change (every synced product gets rating 4).
  const changed = before.find(
    (product) => product.rating !== 4 && !product.name.startsWith(TEST_PRODUCT_PREFIX),
  )!;
  expect(changed).toBeTruthy();

  await page.getByRole('button', { name: 'Sync Products' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sync products?' });
  await expect(dialog).toHaveAccessibleDescription(
    /^The sync will update \d+ products?\..* The stock of products already in the shop is never changed\.$/,
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  const plan = dialog.getByRole('region', { name: 'Sync plan' });
  const entry = plan.getByRole('listitem', { name: changed.name, exact: true });
  await expect(entry).toContainText(`Rating: ${changed.rating} → 4`);
  await expect(plan.getByText(/^Stock/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  // Cancel: nothing written.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sync Products' })).toBeFocused();
  expect((await adminProducts(page)).find((product) => product.id === changed.id)).toEqual(
    before.find((product) => product.id === changed.id),
  );

  // Confirm: applied, stock untouched.
  await page.getByRole('button', { name: 'Sync Products' }).click();
  await expect(plan.getByRole('listitem', { name: changed.name, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Products synced successfully!').first()).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();
  const after = (await adminProducts(page)).find((product) => product.id === changed.id)!;
  expect(after).toMatchObject({ rating: 4, stockCount: changed.stockCount, inStock: changed.inStock });

  // Nothing left to do.
  await page.getByRole('button', { name: 'Sync Products' }).click();
  await expect(dialog).toHaveAccessibleDescription(/^Nothing to change: every demo product is up to date\./);
  await expect(dialog.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("the one-page dashboard's old addresses lead to their pages, filters kept; focus stays where it was", async ({
  page,
  admin,
  pageErrors,
}) => {
  await signInPage(page, admin);
  const products = page.getByRole('heading', { level: 2, name: 'Products' });

  // An old add-form address: the form, then Cancel finds the list with its search, focused on its heading.
  await open(page, '/admin?q=lift&view=new');
  await expect(page).toHaveURL(/\/admin\/products\/new\?q=lift$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Add Product' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/products\?q=lift$/);
  await expect(products).toBeFocused();
  await expect(page.getByLabel('Search products')).toHaveValue('lift');

  // Opened from the list, the browser's Back returns to it, focused on its heading.
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new\?q=lift$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/products\?q=lift$/);
  await expect(products).toBeFocused();

  await open(page, '/admin?section=orders&status=paid&q=GE');
  await expect(page).toHaveURL(/\/admin\/orders\?status=paid&q=GE$/);
  await expect(page.getByLabel('Order status')).toHaveValue('paid');
  await expect(page.getByLabel('Search orders')).toHaveValue('GE');

  await open(page, '/admin?section=messages&show=handled');
  await expect(page).toHaveURL(/\/admin\/messages\?show=handled$/);
  await expect(page.getByLabel('Show')).toHaveValue('handled');

  // A section's link, used by keyboard, keeps the focus and is marked as the current page.
  const orders = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Orders' });
  await orders.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(orders).toHaveAttribute('aria-current', 'page');
  await expect(orders).toBeFocused();
  expect(pageErrors).toEqual([]);
});
