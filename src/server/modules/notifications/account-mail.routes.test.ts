import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, signUp, uniqueEmail, waitForMail, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { namedUser } from '../../test/orders';
import { VALID_DETAILS } from '../../test/settings';

let shop: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await namedUser(shop, 'admin', 'Bola Owner');
  const saved = await send(shop, 'PUT', '/api/admin/settings/business', owner.cookie, {
    ...VALID_DETAILS,
    tradingName: 'Ade Motors',
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => shop?.close());

describe('account mail', () => {
  it("speaks with the seller's saved trading name, not the demo's", async () => {
    const email = uniqueEmail('named');
    await signUp(shop, { email });
    const verification = await waitForMail(shop, email, 'Verify your email address');
    expect(verification.headers.subject).toBe('Verify your email address for Ade Motors');
    expect(verification.text).toContain('Thank you for creating an account with Ade Motors.');
    expect(verification.text).not.toContain('GaragePro');

    await authPost(shop, '/request-password-reset', { email, redirectTo: '/reset-password' });
    const reset = await waitForMail(shop, email, 'password');
    expect(reset.headers.subject).toBe('Reset your Ade Motors password');

    const invited = uniqueEmail('invited');
    const invitation = await send(shop, 'POST', '/api/admin/staff/invitations', owner.cookie, {
      name: 'Chidi Store',
      email: invited,
      staffLevel: 'sales',
    });
    expect(invitation.statusCode).toBe(201);
    const mail = await waitForMail(shop, invited, 'You are invited');
    expect(mail.headers.subject).toBe('You are invited to the Ade Motors team');
    expect(mail.text).toContain('to run the Ade Motors shop as');
  });
});
