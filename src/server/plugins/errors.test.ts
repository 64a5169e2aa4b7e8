import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_STATUS, errorBodySchema } from '../../shared/errors';
import { registerErrorHandler } from './errors';

function appWith(thrown: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw thrown;
  });
  return app;
}

describe('error handler', () => {
  it('maps an AppError to its status and body', async () => {
    const response = await appWith(new AppError('CONFLICT', 'Already there')).inject('/boom');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'Already there' });
  });

  it('never leaks a stack, SQL or a path in a 500', async () => {
    const error = new Error('syntax error at or near "selec" in /srv/shop/src/server/db/client.ts');
    const response = await appWith(error).inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(errorBodySchema.parse(response.json())).toEqual({ code: 'INTERNAL', message: expect.any(String) });
    expect(response.body).not.toMatch(/selec|\/srv|at .*\.ts/);
  });

  it.each([405, 406, 408, 414, 422, 431])(
    'answers a framework or plugin error of status %i with a code of the closed set and its status',
    async (statusCode) => {
      const error = Object.assign(new Error(`'/some/path' failed`), { statusCode, code: 'FST_SOMETHING' });
      const response = await appWith(error).inject('/boom');
      const body = errorBodySchema.parse(response.json());
      expect(response.statusCode).toBe(ERROR_STATUS[body.code]);
      expect(response.body).not.toContain('FST_');
      expect(response.body).not.toContain('/some/path');
    },
  );
});
