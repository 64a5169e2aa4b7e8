import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { authPost, createUser, get, uniqueEmail, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { firstLink, mailJobs } from '../../test/mail';
import { freePort } from '../../test/processes';
import { startMailbox, until, type Mailbox } from '../../test/smtp-mailbox';

/**
 * Issue 25, S9: account mail goes through the durable outbox like the orders' mail. While the mail server
 * refuses every message, sign-up, the reset request, a sign-up with a taken address and a staff invitation
 * all answer as usual and their mail waits in the queue; when it accepts again, each arrives once.
 */

let shop: TestApp;
let mailbox: Mailbox;
let owner: SignedIn;
let existing: SignedIn;

beforeAll(async () => {
  const port = await freePort();
  mailbox = await startMailbox(port, { refusing: true });
  shop = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailOutbox: { intervalMs: 100, retryBaseMs: 100, retryMaxMs: 300, maxAttempts: 1_000, leaseMs: 300_000 },
  });
  owner = await createUser(shop, 'admin');
  existing = await createUser(shop, 'verified');
});
afterAll(async () => {
  await shop?.close();
  await mailbox?.close();
});

const SUBJECTS = {
  verification: 'Verify your email address',
  reset: 'Reset your',
  attempt: 'Someone tried to create',
  invitation: 'You are invited',
};

describe('account mail while the mail server refuses it', () => {
  it('waits in the outbox, is tried again, and arrives once the server accepts', async () => {
    const newcomer = uniqueEmail('newcomer');
    const invitee = uniqueEmail('invitee');
    const answers = [
      await authPost(shop, '/sign-up/email', {
        name: 'Ada Newcomer',
        email: newcomer,
        password: 'Garage-Tested-42',
        callbackURL: '/checkout',
      }),
      await authPost(shop, '/request-password-reset', {
        email: existing.email,
        redirectTo: '/reset-password',
      }),
      await authPost(shop, '/sign-up/email', {
        name: 'Someone Else',
        email: existing.email,
        password: 'Another-Garage-77',
      }),
      await send(shop, 'POST', '/api/admin/staff/invitations', owner.cookie, {
        name: 'Chidi Store',
        email: invitee,
        staffLevel: 'storekeeper',
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 201]);
    const expected = [
      { to: newcomer, subject: SUBJECTS.verification },
      { to: existing.email, subject: SUBJECTS.reset },
      { to: existing.email, subject: SUBJECTS.attempt },
      { to: invitee, subject: SUBJECTS.invitation },
    ];

    // Each was tried and refused, and is still waiting.
    const jobOf = async ({ to, subject }: { to: string; subject: string }) =>
      (await mailJobs(shop.database.handle.db, subject)).find((job) => job.to === to);
    for (const mail of expected) {
      const job = await until(
        () => jobOf(mail),
        (found) => (found?.attempts ?? 0) >= 2,
        `${mail.subject} tried twice`,
      );
      expect(job).toMatchObject({ status: 'pending', lastError: expect.stringContaining('451') });
    }
    expect(mailbox.received).toEqual([]);

    mailbox.refusing = false;
    const arrived = (mail: { to: string; subject: string }) =>
      mailbox.received.filter(
        (received) =>
          received.rcpt.includes(mail.to) && (received.headers.subject ?? '').includes(mail.subject),
      );
    for (const mail of expected)
      await until(
        async () => arrived(mail).length,
        (count) => count > 0,
        `${mail.subject} to arrive`,
      );
    for (const mail of expected) {
      await until(
        () => jobOf(mail),
        (job) => job?.status === 'done',
        `${mail.subject} marked sent`,
      );
      expect(arrived(mail), mail.subject).toHaveLength(1);
    }

    // The verification link that came through works.
    const link = new URL(firstLink(arrived(expected[0]!)[0]!.text)!);
    expect((await get(shop, `${link.pathname}${link.search}`)).statusCode).toBe(302);
    const [row] = await shop.database.handle.db.select().from(user).where(eq(user.email, newcomer));
    expect(row?.emailVerified).toBe(true);
  });
});
