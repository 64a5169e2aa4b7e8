import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The address the shop last served at, kept in DATA_DIR by the server when it starts. A process manager
 * may give the server PORT or PUBLIC_URL in its own environment (systemd's Environment=), which a command
 * run from a shell later (`npm run create-admin`) does not have.
 */
const ADDRESS_FILE = 'public-url';

export function recordShopAddress(config: Pick<Config, 'dataDir' | 'publicUrl'>): void {
  writeFileSync(path.join(config.dataDir, ADDRESS_FILE), `${config.publicUrl}\n`);
}

/**
 * Where people reach the shop: PUBLIC_URL or http://localhost:PORT when either is set (environment or
 * .env, as the server reads them), else the address the shop last served at, else the default.
 */
export function shopAddress(config: Pick<Config, 'dataDir' | 'publicUrl' | 'publicUrlGiven'>): string {
  if (config.publicUrlGiven) return config.publicUrl;
  try {
    const recorded = readFileSync(path.join(config.dataDir, ADDRESS_FILE), 'utf8').trim();
    return /^https?:\/\/\S+$/.test(recorded) ? recorded : config.publicUrl;
  } catch {
    return config.publicUrl;
  }
}
