import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { createMailer } from '../../mail/mailer';
import { setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { VALID_DETAILS } from '../../test/settings';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { JobRunner, type JobLog } from '../../jobs';
import { firstLink, mailJobs } from '../../test/mail';
import { freePort } from '../../test/processes';
import { startMailbox, until, type Mailbox } from '../../test/smtp-mailbox';
import { moveOrder, namedUser, placeOrder } from '../../test/orders';
import { mailJobHandler } from './mail-job';
import { OutboxRepository } from './outbox.repository';

let shop: TestApp;
let port: number;
let mailbox: Mailbox | undefined;
let customer: SignedIn;
let firstAdmin: SignedIn;
let secondAdmin: SignedIn;

const outboxRows = (subjectPart: string) => mailJobs(shop.database.handle.db, subjectPart);

const quiet: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A job runner of mail only, beside the app's, sending through its own mailer to `smtpPort`. */
function mailRunner(
  smtpPort: number,
  retry: { retryBaseMs: number; retryMaxMs: number; maxAttempts: number },
  options: { batchSize?: number; log?: JobLog } = {},
) {
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    from: 'GaragePro <no-reply@shop.test>',
    outboxDir: shop.config.outboxDir,
    log: { info: () => {}, error: () => {} },
  });
  return new JobRunner({
    db: shop.database.handle.db,
    handlers: [mailJobHandler({ mailer, retry, messageIdHost: 'shop.test' })],
    log: options.log ?? quiet,
    intervalMs: 100,
    batchSize: options.batchSize,
  });
}

const mailsWith = (subjectPart: string) =>
  (mailbox?.received ?? []).filter((mail) => (mail.headers.subject ?? '').includes(subjectPart));

beforeAll(async () => {
  port = await freePort();
  // The mail server is down when the shop starts: SMTP_URL points at a port where nothing listens.
  shop = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailOutbox: { intervalMs: 100, retryBaseMs: 100, retryMaxMs: 300, maxAttempts: 1_000, leaseMs: 300_000 },
  });
  customer = await namedUser(shop, 'verified', 'Chinedu Okafor');
  firstAdmin = await namedUser(shop, 'admin', 'Bola Seller');
  secondAdmin = await namedUser(shop, 'admin', 'Kemi Seller');
  await insertProducts(shop.database.handle.db, [
    { id: 'car-lift', name: 'Two Post Car Lift <4T>', price: 2_450_000, stockCount: 50 },
    { id: 'spray-gun', name: 'Spray Gun', price: 35_000, stockCount: 50 },
  ]);
});
afterAll(async () => {
  await shop?.close();
  await mailbox?.close();
});

describe('the durable outbox', () => {
  it('with the mail server down, the order succeeds and its mail waits; it goes out when the server is back', async () => {
    const { order } = await placeOrder(
      shop,
      customer.cookie,
      [
        { productId: 'car-lift', quantity: 1 },
        { productId: 'spray-gun', quantity: 2 },
      ],
      { email: customer.email },
    );
    const ref = order.reference;
    const failing = await until(
      () => outboxRows(ref),
      (rows) => rows.length === 3 && rows.every((row) => row.attempts >= 2 && row.lastError),
      'failed attempts',
    );
    for (const row of failing) {
      expect(row.status).toBe('pending');
      expect(row.finishedAt).toBeNull();
      // The reason is kept without any address.
      expect(row.lastError).not.toContain('@');
    }
    expect(failing.map((row) => row.to).sort()).toEqual(
      [customer.email, firstAdmin.email, secondAdmin.email].sort(),
    );

    mailbox = await startMailbox(port);
    const sent = await until(
      () => outboxRows(ref),
      (rows) => rows.every((row) => row.status === 'done'),
      'the mail to be sent',
    );
    expect(sent.every((row) => row.finishedAt !== null)).toBe(true);
    const received = mailsWith(ref);
    expect(received).toHaveLength(3);

    const toShopper = received.find((mail) => mail.rcpt.includes(customer.email.toLowerCase()))!;
    expect(toShopper.headers.subject).toBe(`GaragePro: we received your order ${ref}`);
    expect(firstLink(toShopper.text)).toBe(`http://shop.test/orders/${ref}`);
    expect(toShopper.text).toContain(`http://shop.test/orders/${ref}/proforma`);
    expect(toShopper.text).toContain(`http://shop.test/api/orders/${ref}/proforma.pdf`);
    expect(toShopper.text).toContain('1 x Two Post Car Lift <4T>: ₦2,450,000');
    expect(toShopper.text).toContain('Delivery: Quoted on WhatsApp');
    expect(toShopper.text).toContain('Total: ₦2,520,000');
    expect(toShopper.html).toContain('Two Post Car Lift &#60;4T&#62;');
    expect(toShopper.html).toContain(`href="http://shop.test/orders/${ref}"`);

    const toSellers = received.filter((mail) => !mail.rcpt.includes(customer.email.toLowerCase()));
    expect(toSellers.flatMap((mail) => mail.rcpt).sort()).toEqual(
      [firstAdmin.email, secondAdmin.email].map((email) => email.toLowerCase()).sort(),
    );
    for (const mail of toSellers) {
      expect(mail.headers.subject).toBe(`GaragePro: new order ${ref}, ₦2,520,000`);
      expect(mail.text).toContain('Customer: Chinedu Okafor');
      expect(mail.text).toContain('Phone: +234 803 555 0100');
      expect(mail.text).toContain('Delivery to: Ikeja, Lagos');
      expect(mail.text).toContain('Total: ₦2,520,000');
      expect(firstLink(mail.text)).toBe(`http://shop.test/admin/orders/${ref}`);
    }
  });

  it('two senders on one database never send a mail twice', async () => {
    const db = shop.database.handle.db;
    const subjects = Array.from({ length: 24 }, (_, i) => `Race mail ${i + 1}`);
    await inTransaction(db, (tx) =>
      OutboxRepository.enqueue(
        tx,
        subjects.map((subject) => ({
          to: 'race@example.com',
          subject,
          text: subject,
          html: `<p>${subject}</p>`,
        })),
      ),
    );
    const sender = () =>
      mailRunner(port, { retryBaseMs: 100, retryMaxMs: 100, maxAttempts: 5 }, { batchSize: 2 });
    // Two more runners beside the app's own, all draining at once.
    await Promise.all([sender().drain(), sender().drain(), shop.app.jobs.drain()]);
    await until(
      () => outboxRows('Race mail'),
      (rows) => rows.every((row) => row.status === 'done'),
      'the race mail to be sent',
    );
    const received = mailsWith('Race mail').map((mail) => mail.headers.subject);
    expect(received.sort()).toEqual([...subjects].sort());
    expect((await outboxRows('Race mail')).every((row) => row.attempts === 1)).toBe(true);
  });

  it('gives a mail up as failed after its last attempt', async () => {
    const db = shop.database.handle.db;
    // Keep the app's own runner (whose server is up) away from it: only this runner's tries count.
    await shop.app.jobs.stop();
    await inTransaction(db, (tx) =>
      OutboxRepository.enqueue(tx, [
        { to: 'nobody@example.com', subject: 'Doomed mail', text: 'x', html: 'x' },
      ]),
    );
    const deadPort = await freePort();
    const warnings: object[] = [];
    const sender = mailRunner(
      deadPort,
      { retryBaseMs: 1, retryMaxMs: 1, maxAttempts: 3 },
      { log: { ...quiet, warn: (object) => void warnings.push(object) } },
    );
    try {
      await until(
        async () => {
          await sender.drain();
          return outboxRows('Doomed mail');
        },
        (rows) => rows[0]?.status === 'failed',
        'the mail to be given up',
      );
    } finally {
      await shop.app.jobs.start();
    }
    const [row] = await outboxRows('Doomed mail');
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(warnings).toHaveLength(3);
    expect(JSON.stringify(warnings)).not.toContain('nobody@example.com');
  });
  it('stops within a few seconds while a mail server never answers (the mail is tried again later)', async () => {
    const db = shop.database.handle.db;
    // A server that accepts the connection and never greets: the send hangs.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    await shop.app.jobs.stop();
    const sender = mailRunner(silentPort, { retryBaseMs: 100, retryMaxMs: 100, maxAttempts: 5 });
    try {
      await inTransaction(db, (tx) =>
        OutboxRepository.enqueue(tx, [
          { to: 'slow@example.com', subject: 'Slow mail', text: 'x', html: 'x' },
        ]),
      );
      await sender.start();
      await until(
        () => outboxRows('Slow mail'),
        (rows) => rows[0]?.attempts === 1,
        'the slow mail to be claimed',
      );
      const started = Date.now();
      await sender.stop();
      expect(Date.now() - started).toBeLessThan(7_000);
      const [row] = await outboxRows('Slow mail');
      // Claimed, not sent: its lease ends in 5 minutes, and then a runner tries it again.
      expect(row).toMatchObject({ status: 'pending', attempts: 1, finishedAt: null });
      expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 60_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await shop.app.jobs.start();
    }
  });
});

describe('order mail', () => {
  async function moved(reference: string, status: 'confirmed' | 'paid' | 'cancelled') {
    const response = await moveOrder(shop, firstAdmin.cookie, reference, status);
    expect(response.statusCode, response.body).toBe(200);
  }

  const shopperMail = (subjectPart: string) =>
    until(
      async () => mailsWith(subjectPart).filter((mail) => mail.rcpt.includes(customer.email.toLowerCase())),
      (mails) => mails.length > 0,
      `a mail "${subjectPart}"`,
    ).then((mails) => {
      expect(mails).toHaveLength(1);
      return mails[0]!;
    });

  it('tells the shopper of the moves to confirmed and paid with the proforma, then the receipt', async () => {
    mailbox ??= await startMailbox(port);
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'spray-gun', quantity: 1 }], {
      email: customer.email,
    });
    const ref = order.reference;
    await moved(ref, 'confirmed');
    const confirmed = await shopperMail(`your order ${ref} is confirmed`);
    expect(confirmed.text).toContain('Status: Confirmed.');
    expect(firstLink(confirmed.text)).toBe(`http://shop.test/orders/${ref}/proforma`);
    expect(confirmed.text).toContain(`http://shop.test/api/orders/${ref}/proforma.pdf`);
    expect(confirmed.text).not.toContain('receipt');

    await moved(ref, 'paid');
    const paid = await shopperMail(`payment received for order ${ref}`);
    expect(paid.text).toContain('Status: Paid.');
    expect(firstLink(paid.text)).toBe(`http://shop.test/orders/${ref}/receipt`);
    expect(paid.text).toContain(`http://shop.test/api/orders/${ref}/receipt.pdf`);
    expect(paid.text).not.toContain('proforma');
  });

  it('tells the shopper of a cancellation, with the status link and no document', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'spray-gun', quantity: 1 }], {
      email: customer.email,
    });
    await moved(order.reference, 'cancelled');
    const cancelled = await shopperMail(`your order ${order.reference} was cancelled`);
    expect(cancelled.text).toContain('Status: Cancelled.');
    expect(firstLink(cancelled.text)).toBe(`http://shop.test/orders/${order.reference}`);
    expect(cancelled.text).not.toMatch(/proforma|receipt/);
  });

  it('queues nothing for a move that is refused (409): the mail is in the move’s transaction', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'spray-gun', quantity: 1 }], {
      email: customer.email,
    });
    const before = (await outboxRows(order.reference)).length;
    const response = await moveOrder(shop, firstAdmin.cookie, order.reference, 'delivered');
    expect(response.statusCode).toBe(409);
    expect((await outboxRows(order.reference)).length).toBe(before);
  });

  it('sends the seller’s mail, until a business email is saved, to the staff who see orders: not to a storekeeper', async () => {
    const sales = await namedUser(shop, 'admin', 'Sade Sales');
    await setUserFields(shop, sales.email, { staffLevel: 'sales' });
    const storekeeper = await namedUser(shop, 'admin', 'Tunde Store');
    await setUserFields(shop, storekeeper.email, { staffLevel: 'storekeeper' });
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'spray-gun', quantity: 1 }], {
      email: customer.email,
    });
    const sellers = (await outboxRows(`new order ${order.reference}`)).map((row) => row.to).sort();
    expect(sellers).toEqual([firstAdmin.email, secondAdmin.email, sales.email].sort());
  });

  it('sends the seller’s mail to the business email once one is saved, in the trading name', async () => {
    const saved = await send(shop, 'PUT', '/api/admin/settings/business', firstAdmin.cookie, VALID_DETAILS);
    expect(saved.statusCode, saved.body).toBe(200);
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'spray-gun', quantity: 1 }], {
      email: customer.email,
    });
    const rows = await outboxRows(order.reference);
    expect(rows.map((row) => row.to).sort()).toEqual([customer.email, 'sales@garagepro.ng'].sort());
    const seller = rows.find((row) => row.to === 'sales@garagepro.ng')!;
    expect(seller.subject).toBe(`GaragePro Nigeria Ltd: new order ${order.reference}, ₦35,000`);
    await until(
      async () => (await outboxRows(order.reference)).filter((row) => row.id === seller.id),
      (found) => found[0]?.status === 'done',
      'the seller mail to be sent',
    );
  });
});
