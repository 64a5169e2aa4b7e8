import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/test/processes';
import { MailSink } from './support/mail-sink';
import { compareMail, owedOrderMail } from './support/order-mail';
import { copyDatabase, startServer, stopEverything, stopServer } from './support/servers';
import { createAccount, postOrder } from './support/shop';

afterAll(stopEverything);

const DOWN_MS = 60_000;

describe('the mail server goes away', () => {
  it('S6: orders placed while the mail server is down for 60 s get every mail once it is back', async () => {
    const sink = new MailSink(await freePort());
    await sink.start();
    const databaseUrl = await copyDatabase();
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_OUTBOX_INTERVAL_MS: '500',
      // Retries wait 1 s, 2 s, 4 s, then 8 s each: a mail server back after a minute is found within 8 s.
      MAIL_RETRY_BASE_MS: '1000',
      MAIL_RETRY_MAX_MS: '8000',
    };
    const a = await startServer({ databaseUrl, env });
    const b = await startServer({ databaseUrl, env });
    await createAccount(a, databaseUrl, 'admin');
    const shoppers = [
      await createAccount(a, databaseUrl, 'verified'),
      await createAccount(b, databaseUrl, 'verified'),
    ];

    await sink.stop();
    const downAt = Date.now();
    const references: string[] = [];
    let n = 0;
    while (Date.now() - downAt < DOWN_MS - 5_000) {
      const reply = await postOrder(n % 2 ? a : b, shoppers[n % 2]!, [
        { productId: 'scale-jack', quantity: 1 },
      ]);
      expect(reply.status, reply.body).toBe(201);
      references.push(reply.json().order.reference);
      n++;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS - (Date.now() - downAt)));
    expect(sink.received.filter((mail) => references.some((ref) => mail.subject.includes(ref)))).toEqual([]);
    await sink.start();
    const backAt = Date.now();

    const owed = await owedOrderMail(databaseUrl);
    expect(owed.length).toBe(references.length * 2);
    while (compareMail(owed, sink.received).missing.length > 0 && Date.now() - backAt < 45_000)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const mail = compareMail(owed, sink.received);
    console.log(
      `S6: ${references.length} orders while the mail server was down; ${owed.length} order mails owed, ` +
        `all in ${((Date.now() - backAt) / 1000).toFixed(1)} s after it came back; ${mail.missing.length} missing`,
    );
    expect(mail.missing).toEqual([]);
    expect(mail.duplicates).toEqual([]);
    expect(mail.unexpected).toEqual([]);

    await stopServer(a);
    await stopServer(b);
    await sink.stop();
  }, 240_000);
});
