import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The contract fakes of Paystack and Flutterwave (decision 053): real HTTP servers on 127.0.0.1 that
 * answer the endpoints the shop calls with the bodies the providers document, a hosted page with Pay,
 * Fail and Abandon, signed webhooks with retries, and faults on demand. What differs between the two is
 * their dialect (paystack.ts, flutterwave.ts); the rest is here.
 */

/** What the shopper did on the hosted page. */
export type Outcome = 'pay' | 'fail' | 'abandon';

/** One transaction the fake knows, in kobo whatever the provider's wire unit. */
export interface FakeTransaction {
  id: number;
  reference: string;
  accessCode: string;
  /** What the shop asked. */
  amountKobo: number;
  /** What the shopper paid (less than asked under the underpayment fault). */
  paidKobo: number;
  currency: string;
  /** success / failed / abandoned in the fake's own words; each dialect says it its way. */
  status: 'pending' | 'success' | 'failed' | 'abandoned';
  email: string;
  callbackUrl: string;
  paidAt: Date | null;
  createdAt: Date;
  /** The body the shop sent to start it (the tests read it back). */
  request: Record<string, unknown>;
}

/** Faults the tests turn on; each stays on until turned off (`reset()`), unless said. */
export interface Faults {
  /** Each webhook is sent this many times (1: once). */
  duplicates: number;
  /** Webhooks are kept (not sent) until `releaseWebhooks`. */
  holdWebhooks: boolean;
  /** Webhooks are never sent. */
  dropWebhooks: boolean;
  /** Webhooks are signed with another secret. */
  badSignature: boolean;
  /** Webhooks are sent without their signature header. */
  noSignature: boolean;
  /** Webhook bodies are written with other whitespace (indented, spaces after colons). */
  reserialise: boolean;
  /** The shopper pays this many kobo less than asked. */
  underpayKobo: number;
  /** The transaction is in this currency instead of NGN. */
  currency: string | null;
  /** The next initialisations answer 500 (a count), hang (time-out), or are refused as duplicates. */
  initialise: { fault: 'error500' | 'timeout' | 'duplicate'; times: number } | null;
  /** Verification answers 500 while on. */
  verifyDown: boolean;
}

const NO_FAULTS: Faults = {
  duplicates: 1,
  holdWebhooks: false,
  dropWebhooks: false,
  badSignature: false,
  noSignature: false,
  reserialise: false,
  underpayKobo: 0,
  currency: null,
  initialise: null,
  verifyDown: false,
};

/** A webhook as the fake sends it. */
export interface Webhook {
  body: string;
  headers: Record<string, string>;
}

/** What a request to the fake looks like once read. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** A redirect. */
  location?: string;
  html?: string;
}

/** How one provider speaks: its routes, its bodies, its webhook and its redirect back to the shop. */
export interface Dialect {
  name: string;
  /** Answers a request to the provider's API, or null when the path is not one of its endpoints. */
  api(request: FakeRequest, fake: FakeProvider): FakeAnswer | 'hang' | null;
  /** The webhook for a transaction that reached this status, or null when the provider sends none. */
  webhookBody(transaction: FakeTransaction): Record<string, unknown> | null;
  /** The signature headers of a webhook body. */
  sign(body: string, secret: string): Record<string, string>;
  /** Where the hosted page sends the shopper back after `outcome`, or null (the page stays). */
  returnUrl(transaction: FakeTransaction, outcome: Outcome): string | null;
}

export interface FakeProviderOptions {
  /** The key the shop must send as `Authorization: Bearer ...`. */
  secretKey: string;
  /** The secret the webhooks are signed with (Paystack: the secret key; Flutterwave: the secret hash). */
  signingSecret: string;
  /** Where webhooks go (set later with `webhookUrl` when the shop listens after the fake starts). */
  webhookUrl?: string;
  /** Tries per webhook before the fake gives up, and the wait between them. */
  webhookTries?: number;
  webhookRetryMs?: number;
}

export class FakeProvider {
  readonly transactions = new Map<string, FakeTransaction>();
  /** Every request the shop made to the API (method, path and body), oldest first. */
  readonly requests: FakeRequest[] = [];
  /** Every webhook delivery tried: its body, and the status the shop answered (0: no answer). */
  readonly deliveries: { body: string; status: number }[] = [];
  faults: Faults = { ...NO_FAULTS };
  webhookUrl: string | undefined;
  url = '';
  private nextId = 4_000_001;
  private held: Webhook[] = [];
  private readonly sending = new Set<Promise<void>>();
  private readonly hanging = new Set<ServerResponse>();
  private server: Server | undefined;

  constructor(
    readonly dialect: Dialect,
    readonly options: FakeProviderOptions,
  ) {
    this.webhookUrl = options.webhookUrl;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: false, message: String(error) }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    await Promise.allSettled([...this.sending]);
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  /** Turns every fault off. */
  reset(): void {
    this.faults = { ...NO_FAULTS };
    this.held = [];
  }

  /** Whether the request carries the secret key (`Authorization: Bearer <key>`). */
  authorised(request: FakeRequest): boolean {
    return request.headers.authorization === `Bearer ${this.options.secretKey}`;
  }

  /** Takes the next initialisation fault, if one is set. */
  takeInitialiseFault(): 'error500' | 'timeout' | 'duplicate' | null {
    const fault = this.faults.initialise;
    if (!fault || fault.times <= 0) return null;
    fault.times -= 1;
    if (fault.times === 0) this.faults.initialise = null;
    return fault.fault;
  }

  /** Records a transaction the shop started; its hosted page's address. */
  open(input: {
    reference: string;
    amountKobo: number;
    currency: string;
    email: string;
    callbackUrl: string;
    request: Record<string, unknown>;
  }): FakeTransaction {
    const transaction: FakeTransaction = {
      id: this.nextId++,
      accessCode: randomBytes(8).toString('hex'),
      paidKobo: 0,
      status: 'pending',
      paidAt: null,
      createdAt: new Date(),
      ...input,
    };
    this.transactions.set(input.reference, transaction);
    return transaction;
  }

  checkoutUrl(transaction: FakeTransaction): string {
    return `${this.url}/checkout/${transaction.accessCode}`;
  }

  /**
   * What the shopper does on the hosted page: the transaction's new status, its webhook sent (unless a
   * fault keeps it), and where the shopper is sent back to.
   */
  complete(reference: string, outcome: Outcome): string | null {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new Error(`no transaction ${reference}`);
    if (transaction.status === 'pending' || transaction.status === 'abandoned') {
      if (outcome === 'pay') {
        transaction.status = 'success';
        transaction.paidKobo = Math.max(1, transaction.amountKobo - this.faults.underpayKobo);
        transaction.paidAt = new Date();
      } else {
        transaction.status = outcome === 'fail' ? 'failed' : 'abandoned';
      }
      if (this.faults.currency) transaction.currency = this.faults.currency;
      const body = this.dialect.webhookBody(transaction);
      if (body) this.queueWebhook(body);
    }
    return this.dialect.returnUrl(transaction, outcome);
  }

  /** Sends a webhook body as the provider would (signed, with retries), subject to the faults. */
  queueWebhook(payload: Record<string, unknown>): void {
    if (this.faults.dropWebhooks) return;
    const body = this.faults.reserialise
      ? JSON.stringify(payload, null, 2).replace(/":/g, '" :')
      : JSON.stringify(payload);
    const secret = this.faults.badSignature
      ? `not-${this.options.signingSecret}`
      : this.options.signingSecret;
    const headers = this.faults.noSignature ? {} : this.dialect.sign(body, secret);
    const webhook = { body, headers: { 'content-type': 'application/json', ...headers } };
    for (let i = 0; i < this.faults.duplicates; i++) {
      if (this.faults.holdWebhooks) this.held.push(webhook);
      else this.deliver(webhook);
    }
  }

  /** Sends the webhooks held back, in the order given (reversed: out of order). */
  releaseWebhooks(order: 'in-order' | 'reversed' = 'in-order'): void {
    const held = order === 'reversed' ? [...this.held].reverse() : this.held;
    this.held = [];
    for (const webhook of held) this.deliver(webhook);
  }

  /** Resolves once every webhook being sent has been answered or given up. */
  async settled(): Promise<void> {
    while (this.sending.size > 0) await Promise.allSettled([...this.sending]);
  }

  /** The webhook body signed as the provider signs it (for tests that send their own). */
  signed(payload: Record<string, unknown>, body = JSON.stringify(payload)): Webhook {
    return {
      body,
      headers: { 'content-type': 'application/json', ...this.dialect.sign(body, this.options.signingSecret) },
    };
  }

  private deliver(webhook: Webhook): void {
    const tries = this.options.webhookTries ?? 5;
    const wait = this.options.webhookRetryMs ?? 50;
    const send = async () => {
      for (let attempt = 1; attempt <= tries; attempt++) {
        let status = 0;
        if (this.webhookUrl) {
          try {
            const response = await fetch(this.webhookUrl, {
              method: 'POST',
              headers: webhook.headers,
              body: webhook.body,
              signal: AbortSignal.timeout(5_000),
            });
            status = response.status;
            await response.arrayBuffer();
          } catch {
            status = 0;
          }
        }
        this.deliveries.push({ body: webhook.body, status });
        if (status >= 200 && status < 300) return;
        await new Promise((resolve) => setTimeout(resolve, wait * attempt));
      }
    };
    const sending = send().finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }

  private async handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(incoming.url ?? '/', 'http://fake.invalid');
    const raw = await readBody(incoming);
    const type = incoming.headers['content-type'] ?? '';
    let body: Record<string, unknown> | null = null;
    if (raw.length > 0 && type.includes('json')) body = JSON.parse(raw) as Record<string, unknown>;
    else if (raw.length > 0 && type.includes('form')) body = Object.fromEntries(new URLSearchParams(raw));
    const request: FakeRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      body,
    };
    const answer = this.hostedPage(request) ?? this.apiAnswer(request);
    if (answer === 'hang') {
      this.hanging.add(response);
      response.on('close', () => this.hanging.delete(response));
      return;
    }
    if (answer.location) {
      response.writeHead(answer.status, { location: answer.location });
      response.end();
    } else if (answer.html !== undefined) {
      response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(answer.html);
    } else {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body ?? {}));
    }
  }

  private apiAnswer(request: FakeRequest): FakeAnswer | 'hang' {
    this.requests.push(request);
    const answer = this.dialect.api(request, this);
    return answer ?? { status: 404, body: { status: false, message: 'Not found' } };
  }

  /** The page the shopper pays on: GET shows Pay, Fail and Abandon; each is a plain form. */
  private hostedPage(request: FakeRequest): FakeAnswer | null {
    const match = /^\/checkout\/([a-f0-9]+)(?:\/(pay|fail|abandon))?$/.exec(request.path);
    if (!match) return null;
    const transaction = [...this.transactions.values()].find((item) => item.accessCode === match[1]);
    if (!transaction) return { status: 404, html: '<p>This payment page has expired.</p>' };
    const action = match[2] as Outcome | undefined;
    if (!action) {
      if (request.method !== 'GET') return { status: 405, html: '' };
      return { status: 200, html: checkoutPage(this.dialect.name, transaction) };
    }
    if (request.method !== 'POST') return { status: 405, html: '' };
    const back = this.complete(transaction.reference, action);
    return back
      ? { status: 302, location: back }
      : { status: 200, html: `<p>You left the payment of ${transaction.reference}.</p>` };
  }
}

/** A fault answer the API routes share: a hang (time-out), or a 500. */
export function initialiseFault(fake: FakeProvider): FakeAnswer | 'hang' | 'duplicate' | null {
  const fault = fake.takeInitialiseFault();
  if (fault === 'timeout') return 'hang';
  if (fault === 'error500') return { status: 500, body: { status: false, message: 'Internal server error' } };
  return fault;
}

function checkoutPage(provider: string, transaction: FakeTransaction): string {
  const naira = (transaction.amountKobo / 100).toFixed(2);
  const form = (action: Outcome, label: string) =>
    `<form method="post" action="/checkout/${transaction.accessCode}/${action}"><button type="submit">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${provider} checkout</title></head><body>
<h1>${provider}</h1><p>Pay NGN ${naira} (${transaction.reference})</p>
${form('pay', 'Pay')}${form('fail', 'Fail')}${form('abandon', 'Abandon')}
</body></html>`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export const hmac = (algorithm: 'sha512' | 'sha256', secret: string, body: string) =>
  createHmac(algorithm, secret).update(body);
