import { networkInterfaces } from 'node:os';

/**
 * The URLs at which other devices on this machine's networks reach a server listening on `host`:port
 * (the machine's own IPv4 addresses, when it listens on every interface). Printed at start so the seller
 * can open the shop on a phone on the same Wi-Fi.
 */
export function networkUrls(host: string, port: number, interfaces = networkInterfaces()): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [];
  return Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => `http://${entry.address}:${port}`);
}
