import { describe, expect, it } from 'vitest';
import { assertSupportedNode, oldestNode, UnsupportedNodeError } from './supported-node';

describe('the Node the server starts on', () => {
  it('reads the oldest version from an engines range', () => {
    expect(oldestNode('>=22.12')).toEqual([22, 12]);
    expect(oldestNode('>= 24')).toEqual([24, 0]);
    expect(() => oldestNode('^22.12.0')).toThrow(/not of the form/);
  });

  it('starts on the oldest supported Node and anything newer', () => {
    for (const version of ['22.12.0', '22.23.5', '24.1.0', '26.0.0'])
      expect(() => assertSupportedNode(version, '>=22.12')).not.toThrow();
  });

  it('refuses an older Node and says what to do', () => {
    for (const version of ['20.20.2', '22.11.0', '18.0.0'])
      expect(() => assertSupportedNode(version, '>=22.12')).toThrow(UnsupportedNodeError);
    expect(() => assertSupportedNode('20.20.2', '>=22.12')).toThrow(
      'Node.js 20.20.2 is older than this shop supports (22.12)',
    );
  });

  it("follows package.json's engines when no range is given", () => {
    expect(() => assertSupportedNode('22.12.0')).not.toThrow();
    expect(() => assertSupportedNode('20.19.0')).toThrow(UnsupportedNodeError);
  });
});
