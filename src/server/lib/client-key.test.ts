import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('192.0.2.17')).toBe('192.0.2.17');
    expect(clientKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('keys an IPv6 address on its /64, however it is written', () => {
    const key = '2001:db8:85a3:8d3::/64';
    expect(clientKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(key);
    expect(clientKey('2001:0DB8:85A3:08D3::1')).toBe(key);
    expect(clientKey('2001:db8:85a3:8d3:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:db8:85a3:8d3::7%eth0')).toBe(key);
    expect(clientKey('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4 address written as IPv6 as that IPv4 address', () => {
    expect(clientKey('::ffff:192.0.2.17')).toBe('192.0.2.17');
    expect(clientKey('::ffff:c000:211')).toBe('192.0.2.17');
  });

  it('passes anything else through unchanged', () => {
    expect(clientKey('not an address')).toBe('not an address');
  });

  it('gives the requests whose client is gone (no address) one key, instead of failing them', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('')).toBe('unknown');
  });
});
