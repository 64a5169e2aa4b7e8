import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { recordShopAddress, shopAddress } from './shop-address';

// The project folder of a shop whose .env says where it listens, and the data folder its server used.
const root = mkdtempSync(path.join(tmpdir(), 'shop-address-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function projectWith(dotEnv: string): string {
  const dir = mkdtempSync(path.join(root, 'project-'));
  writeFileSync(path.join(dir, '.env'), dotEnv);
  mkdirSync(path.join(dir, 'data'));
  return dir;
}

describe('the address create-admin prints', () => {
  it('follows PORT and PUBLIC_URL in .env, as the server reads them', () => {
    const port = projectWith('PORT=4567\n');
    expect(shopAddress(loadConfig({}, port))).toBe('http://localhost:4567');
    const publicUrl = projectWith('PUBLIC_URL="https://garagepro.example/"\nPORT=8080\n');
    expect(shopAddress(loadConfig({}, publicUrl))).toBe('https://garagepro.example');
    // The environment wins over .env, as for the server.
    expect(shopAddress(loadConfig({ PORT: '9090' }, port))).toBe('http://localhost:9090');
  });

  it('is the address the shop last served at when neither is set here', () => {
    const project = projectWith('LOG_LEVEL=warn\n');
    expect(shopAddress(loadConfig({}, project))).toBe('http://localhost:3000');
    // The server, started by a process manager with PORT=8123 in its own environment, kept its address.
    recordShopAddress(loadConfig({ PORT: '8123' }, project));
    expect(shopAddress(loadConfig({}, project))).toBe('http://localhost:8123');
    expect(shopAddress(loadConfig({ PORT: '4000' }, project))).toBe('http://localhost:4000');
  });
});
