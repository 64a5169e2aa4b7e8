import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiPost } from './api-client';

function answer(status: number, body: string) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

async function failure(): Promise<ApiError> {
  const error = await apiPost('/api/auth/sign-in/email', {}).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch errors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the code, message and details of an error body', async () => {
    answer(
      400,
      JSON.stringify({
        code: 'VALIDATION_FAILED',
        message: 'Invalid token',
        details: { reason: 'INVALID_TOKEN' },
      }),
    );
    const error = await failure();
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Invalid token' });
    expect(error.details).toEqual({ reason: 'INVALID_TOKEN' });
  });

  it('shows the message of a body without a code, with a code from the status', async () => {
    answer(429, JSON.stringify({ message: 'Too many requests. Please try again later.' }));
    expect(await failure()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
  });

  it('falls back to a generic message when the body says nothing', async () => {
    answer(502, 'Bad gateway');
    expect(await failure()).toMatchObject({ status: 502, code: 'INTERNAL', message: 'Request failed (502)' });
  });
});

describe('apiFetch bodies', () => {
  afterEach(() => vi.restoreAllMocks());

  it('labels a JSON body as JSON and leaves a FormData body to the browser (multipart with its boundary)', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('{}', { status: 200 }));
    await apiPost('/api/products', { name: 'Lift' });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await apiFetch('/api/uploads/images', { method: 'POST', body: form });
    const headersOf = (call: number) => new Headers(fetchSpy.mock.calls[call]![1]!.headers);
    expect(headersOf(0).get('Content-Type')).toBe('application/json');
    expect(headersOf(1).get('Content-Type')).toBeNull();
  });
});
