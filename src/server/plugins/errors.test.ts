import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, errorBodySchema } from '../../shared/errors';
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
});
