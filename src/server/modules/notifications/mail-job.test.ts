import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, type RunningJob } from '../../jobs';
import { mailJobHandler } from './mail-job';

const payload = { to: 'buyer@example.com', subject: 'Your order', text: 'Thanks', html: '<p>Thanks</p>' };

describe('the mail job', () => {
  it('stops waiting for a send when told to stop, and sends nothing once stopped', async () => {
    const sent: string[] = [];
    // A mail server that never answers.
    const mailer = {
      send: (to: string) => {
        sent.push(to);
        return new Promise<void>(() => {});
      },
    };
    const handler = mailJobHandler({ mailer, retry: DEFAULT_RETRY_POLICY, messageIdHost: 'shop.test' });
    const controller = new AbortController();
    const job = (): RunningJob => ({
      id: 'job-1',
      kind: 'mail',
      payload,
      attempt: 1,
      signal: controller.signal,
    });
    const running = handler.run(job());
    controller.abort(new Error('mail did not finish in 120000 ms'));
    await expect(running).rejects.toThrow('mail did not finish in 120000 ms');
    await expect(handler.run(job())).rejects.toThrow('mail did not finish in 120000 ms');
    expect(sent).toEqual(['buyer@example.com']);
  });
});
