import { describe, expect, it } from 'vitest';
import {
  maskSignal,
  networkOf,
  normalIp,
  payoutAccountOf,
  phonePrefixOf,
  requestSignals,
} from './risk-signals';

describe('the risk signals', () => {
  it('keeps an address and its network: IPv4 /24, IPv6 /64, IPv4 mapped into IPv6 as IPv4', () => {
    expect(normalIp('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(normalIp('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normalIp('2001:DB8:0:0012::1')).toBe('2001:db8:0:12:0:0:0:1');
    expect(networkOf(normalIp('2001:db8::12:0:0:1')!)).toBe('2001:db8:0:0::/64');
    expect(normalIp('not an address')).toBeNull();
    expect(normalIp(null)).toBeNull();
  });

  it('records a request without a fingerprint as the device none, never as no signal', () => {
    expect(requestSignals({ ip: '198.51.100.4', fingerprint: '' })).toEqual([
      { kind: 'device', value: 'none' },
      { kind: 'ip', value: '198.51.100.4' },
      { kind: 'ip24', value: '198.51.100.0/24' },
    ]);
    expect(requestSignals({ ip: null, fingerprint: null })).toEqual([
      { kind: 'device', value: 'none' },
    ]);
  });

  it('cuts a phone to its country code and first three national digits', () => {
    expect(phonePrefixOf('+639171234567')).toBe('+63 917');
    expect(phonePrefixOf('+15550001234')).toBe('+1 555');
    expect(phonePrefixOf('12')).toBeNull();
  });

  it('writes a payout account one way however it was typed', () => {
    expect(payoutAccountOf(3, 'de89 3704-0044')).toEqual(payoutAccountOf(3, 'DE8937040044'));
    expect(payoutAccountOf(3, 'de89 3704-0044').value).toBe('3:DE8937040044');
  });

  it('masks what the console shows', () => {
    expect(maskSignal({ kind: 'ip', value: '203.0.113.7' })).toBe('203.0.113.x');
    expect(maskSignal({ kind: 'payoutAccount', value: '1:6222020200112233' })).toBe('1:****2233');
    expect(maskSignal({ kind: 'device', value: 'abcdef123456' })).toBe('abc…56');
    expect(maskSignal({ kind: 'device', value: 'none' })).toBe('none');
  });
});
