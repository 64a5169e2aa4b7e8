import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { networkUrls } from './network-addresses';

const entry = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

const interfaces = {
  lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
  wlan0: [entry('192.168.1.20', 'IPv4'), entry('fe80::1', 'IPv6')],
  eth0: [entry('10.0.0.5', 'IPv4')],
};

describe('the addresses printed at start', () => {
  it('lists every external IPv4 address when the server listens on all interfaces', () => {
    expect(networkUrls('0.0.0.0', 3000, interfaces)).toEqual([
      'http://192.168.1.20:3000',
      'http://10.0.0.5:3000',
    ]);
    expect(networkUrls('::', 4000, interfaces)).toEqual(['http://192.168.1.20:4000', 'http://10.0.0.5:4000']);
  });

  it('lists none when the server listens on one address only', () => {
    expect(networkUrls('127.0.0.1', 3000, interfaces)).toEqual([]);
  });
});
