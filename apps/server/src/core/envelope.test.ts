import { describe, expect, it } from 'vitest';
import { PreparedAnswer, pickEncoding } from './envelope';

describe('pickEncoding', () => {
  const cases: [string | undefined, string][] = [
    [undefined, 'identity'],
    ['', 'identity'],
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR ; q=0.0, GZIP;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ];

  it('picks the best accepted encoding, the same answer when asked again (memo)', () => {
    for (let round = 0; round < 3; round++) {
      for (const [header, expected] of cases) expect(pickEncoding(header)).toBe(expected);
    }
  });

  it('stays right past its memo bound (hostile distinct headers)', () => {
    for (let i = 0; i < 1000; i++) expect(pickEncoding(`gzip, x-${i}`)).toBe('gzip');
    for (const [header, expected] of cases) expect(pickEncoding(header)).toBe(expected);
  });
});

describe('PreparedAnswer', () => {
  const identity = Buffer.from('{"a":1}');
  const br = Buffer.from('br');

  it('merges its headers once per encoding, falling back to identity bytes', () => {
    const answer = new PreparedAnswer({ identity, br }, { etag: '"1"' });
    expect(answer.variant('br')).toEqual({
      bytes: br,
      headers: {
        etag: '"1"',
        'content-type': 'application/json; charset=utf-8',
        vary: 'accept-encoding',
        'content-encoding': 'br',
      },
    });
    // No gzip kept: identity bytes, without content-encoding, still varying by encoding.
    expect(answer.variant('gzip')).toEqual({
      bytes: identity,
      headers: {
        etag: '"1"',
        'content-type': 'application/json; charset=utf-8',
        vary: 'accept-encoding',
      },
    });
  });

  it('does not vary when only identity bytes are kept', () => {
    const answer = new PreparedAnswer({ identity });
    expect(answer.variant('br')).toEqual({
      bytes: identity,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  });
});
