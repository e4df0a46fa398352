/** The client a per-client limit counts (server/http/client-key.ts): IPv6 by its /64. */
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../server/http/client-key.ts';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s → %s', (ip, key) => expect(clientKey(ip)).toBe(key));

  it('gives every address of one /64 the same key, and another /64 another', () => {
    const keys = new Set(['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff:ffff:ffff:ffff'].map(clientKey));
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
    expect(clientKey('2001:db8:1:3::1')).not.toBe('2001:db8:1:2::/64');
  });
});
