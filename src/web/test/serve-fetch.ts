import { vi } from 'vitest';
import { checkAnswer } from './stub-route';

/**
 * A stubbed server for component and hook tests: each fetch is answered by the handler as JSON. A success
 * answered at an address of the shared route table is checked against the route's answer schema. A handler
 * may answer later (a promise: a request still on its way) or throw (the network failed).
 */
export interface Answer {
  status: number;
  body: unknown;
}
export type Handler = (url: URL, init: RequestInit | undefined) => Answer | Promise<Answer>;

export function serve(handler: Handler) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://shop.test');
    const { status, body } = await handler(url, init);
    checkAnswer(init?.method ?? 'GET', url, status, body);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}
