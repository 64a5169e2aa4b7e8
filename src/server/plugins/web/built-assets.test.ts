import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_INDEX_HTML, type TestApp } from '../../test/app';

const SCRIPT = `export const shop = ${JSON.stringify('GaragePro '.repeat(400))};\n`;
const BROTLI = brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const GZIP = gzipSync(SCRIPT, { level: 9 });
let shop: TestApp;

beforeAll(async () => {
  // A built client as vite.config.ts writes it: each script with its brotli and gzip copies.
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'shop-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), TEST_INDEX_HTML);
  const file = path.join(clientDir, 'assets', 'a1b2c3.js');
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, BROTLI);
  writeFileSync(`${file}.gz`, GZIP);
  shop = await createTestApp({ clientDir });
});
afterAll(async () => shop?.close());

const getAsset = (encoding: string) =>
  shop.app.inject({ method: 'GET', url: '/assets/a1b2c3.js', headers: { 'accept-encoding': encoding } });

describe('built scripts', () => {
  it('are sent as the build compressed them, brotli first, gzip for a browser without brotli', async () => {
    const brotli = await getAsset('gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(BROTLI)).toBe(true);
    expect(brotli.headers.vary).toContain('accept-encoding');

    const gzip = await getAsset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(GZIP)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await getAsset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('are kept by the browser forever and carry no page-only headers', async () => {
    const response = await getAsset('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('have no address of their own for the compressed copies', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/assets/a1b2c3.js.br' });
    expect(response.statusCode).toBe(404);
  });

  it('leave the pages their security policy', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
