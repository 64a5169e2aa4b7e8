import { expect, seriousViolations, test } from './support/fixtures';
import { fillCart, signInPage, signUp, uniqueAccount } from './helpers/accounts';
import { open } from './helpers/storefront';

test.describe('axe finds no serious or critical violations on the account pages', () => {
  test('sign in, sign up (with an error shown), forgot and reset password', async ({
    page,
    makeAxeBuilder,
  }) => {
    await open(page, '/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your full name');
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

    await open(page, '/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

    await open(page, '/reset-password?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  });

  test('the forms work by keyboard alone, with a visible focus', async ({ page }) => {
    await open(page, '/login');
    await page.getByLabel('Email').focus();
    const outline = await page
      .getByLabel('Email')
      .evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.type('nobody@garagepro.test');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Please enter your password');
  });

  test('cart, block screen, dialog and Access Denied of a signed-in, unverified customer', async ({
    page,
    request,
    makeAxeBuilder,
  }) => {
    await signUp(page.request, uniqueAccount('axe'));
    await fillCart(page, request);
    await open(page, '/cart');
    await expect(page.getByRole('button', { name: 'Verify Email to Checkout' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Please verify your email address' })).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

    await page.getByRole('button', { name: 'Verify Email to Checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email Verification Required' });
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog and stays there.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();

    await open(page, '/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Verification Required' })).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

    await open(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  });

  test('the account page and menu of a verified customer', async ({
    page,
    verifiedCustomer,
    makeAxeBuilder,
  }) => {
    await signInPage(page, verifiedCustomer);
    await open(page, '/account');
    await expect(page.getByText(`Welcome, ${verifiedCustomer.name}!`)).toBeVisible();
    await page.getByRole('button', { name: `Account menu for ${verifiedCustomer.name}` }).click();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  });
});
