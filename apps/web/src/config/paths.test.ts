import { describe, expect, it } from 'vitest';
import { paths, safeRedirect } from './paths';

describe('safeRedirect (the open-redirect guard)', () => {
  it('follows same-origin app paths with their query and hash', () => {
    expect(safeRedirect('/wallets?name=deposit')).toBe('/wallets?name=deposit');
    expect(safeRedirect('/game/start?gameId=7&tryIt=0#top')).toBe(
      '/game/start?gameId=7&tryIt=0#top',
    );
    expect(safeRedirect('/member', paths.member)).toBe('/member');
    expect(safeRedirect('/auth/bind')).toBe('/auth/bind');
  });

  it.each([
    ['//evil.example', 'protocol-relative URL'],
    ['//evil.example/member', 'protocol-relative URL with a path'],
    ['/\\evil.example', 'backslash read as a second slash'],
    ['/\\/evil.example', 'backslash then slash'],
    ['https://evil.example/', 'absolute URL'],
    ['javascript:alert(1)', 'script URL'],
    ['evil.example', 'relative path without a leading slash'],
    [' /member', 'leading space'],
    ['/\t/evil.example', 'tab the URL parser drops'],
    ['/\n/evil.example', 'newline the URL parser drops'],
    ['/member\\..\\', 'backslash anywhere'],
    ['', 'empty'],
    ['/auth/login?redirect=%2Fmember', 'a loop back into sign-in'],
    ['/auth/register', 'the sign-up page'],
    ['/auth/forget', 'the reset page'],
    ['/auth/accountLogin', 'the account sign-in page'],
    [`/${'a'.repeat(2100)}`, 'absurdly long'],
  ])('refuses %j (%s) and falls back', (value) => {
    expect(safeRedirect(value)).toBe('/');
    expect(safeRedirect(value, paths.member)).toBe('/member');
  });

  it('falls back when there is no redirect', () => {
    expect(safeRedirect(null, paths.member)).toBe('/member');
    expect(safeRedirect(undefined)).toBe('/');
  });
});
