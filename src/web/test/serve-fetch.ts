import { vi } from 'vitest';

/** A stubbed server for component and hook tests: each fetch is answered by the handler as JSON. */
export type Handler = (url: URL, init: RequestInit | undefined) => { status: number; body: unknown };

export function serve(handler: Handler) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const { status, body } = handler(new URL(String(input), 'http://shop.test'), init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}
