import type { Page } from '@playwright/test';
import { signInPage } from './helpers/accounts';
import { open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

/**
 * The owner teaches the search a shopper's word (decision 040): "ramp" joins the group of "lift" in
 * Settings, and a shopper's search for "ramp" then lists the lifts, in the shop and in the header's
 * suggestions. The list is put back as it was afterwards, so other specs search with the defaults.
 */
const WORDS_URL = '/api/admin/settings/search-words';
const LIFT = 'Launch TLT240SC 4-Ton Clear Floor Two Post Lift';

const productNames = (page: Page) =>
  page.getByRole('list', { name: 'Products' }).getByRole('article').getByRole('heading');

test('an owner adds a word to a group of search words, and a shopper searching for it finds the lifts', async ({
  page,
  browser,
  admin,
  makeAxeBuilder,
  baseURL,
}) => {
  const shopper = await (await browser.newContext({ baseURL })).newPage();
  await open(shopper, '/shop?q=ramp');
  // The shop has answered (a count of the matches) before the list is read.
  await expect(shopper.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
  await expect(productNames(shopper).filter({ hasText: LIFT })).toHaveCount(0);

  await signInPage(page, admin);
  const before = await page.request.get(WORDS_URL);
  expect(before.ok()).toBe(true);
  const { groups } = (await before.json()) as { groups: string[][] };
  try {
    await open(page, '/admin/settings');
    await expect(page.getByRole('heading', { name: 'Search words' })).toBeVisible();
    const words = page.getByRole('textbox', { name: 'Groups of words, one group a line' });
    const lines = (await words.inputValue()).split('\n');
    const liftLine = lines.findIndex((line) => line.split(',')[0]!.trim() === 'lift');
    expect(liftLine).toBeGreaterThanOrEqual(0);

    // A mistake first: a group of one word is refused, named by its line, and nothing is saved.
    await words.fill([...lines, 'ramp'].join('\n'));
    await page.getByRole('button', { name: 'Save search words' }).click();
    await expect(
      page.getByText(`Line ${lines.length + 1}: a group needs at least two words or phrases`),
    ).toBeVisible();
    await expect(words).toHaveAttribute('aria-invalid', 'true');

    lines[liftLine] = `${lines[liftLine]}, ramp`;
    await words.fill(lines.join('\n'));
    await words.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save search words' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText("Search words saved. The shop's search uses them now.")).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

    await open(shopper, '/shop?q=ramp');
    await expect(productNames(shopper).first()).toContainText(/Lift$/);
    await expect(productNames(shopper).filter({ hasText: LIFT })).toHaveCount(1);

    const box = shopper.getByRole('combobox', { name: 'Search the shop' });
    await box.fill('');
    await box.pressSequentially('ramp', { delay: 30 });
    const suggestions = shopper.getByRole('listbox', { name: 'Search suggestions' });
    await expect(suggestions.getByRole('option', { name: new RegExp(LIFT) })).toBeVisible();
    await shopper.context().close();
  } finally {
    const restored = await page.request.put(WORDS_URL, {
      headers: { origin: new URL(page.url()).origin },
      data: { groups },
    });
    expect(restored.ok()).toBe(true);
  }
});
