import { describe, expect, it } from 'vitest';
import { configFixture } from '@/test/fixtures/app-config';
import {
  checkAccount,
  checkInviteCode,
  checkPassword,
  checkPhone,
  checkSmsCode,
  normalizeAccount,
} from './rules';

const { limits } = configFixture;

describe('field rules (appConfig limits)', () => {
  it('account: 6–16 of [a-z0-9_], taken in lowercase', () => {
    expect(checkAccount('', limits)).toEqual({ key: 'fields.accountRequired' });
    expect(checkAccount('ab_12', limits)).toEqual({
      key: 'fields.accountLength',
      values: { min: 6, max: 16 },
    });
    expect(checkAccount('a'.repeat(17), limits)?.key).toBe('fields.accountLength');
    expect(checkAccount('lucky ava', limits)).toEqual({ key: 'fields.accountChars' });
    expect(checkAccount('lucky-ava', limits)).toEqual({ key: 'fields.accountChars' });
    expect(checkAccount('Lucky_Ava1', limits)).toBeNull();
    expect(normalizeAccount('  Lucky_Ava1 ')).toBe('lucky_ava1');
  });

  it('password: 8–128 characters, counted as characters', () => {
    expect(checkPassword('', limits)).toEqual({ key: 'fields.passwordRequired' });
    expect(checkPassword('1234567', limits)?.key).toBe('fields.passwordLength');
    expect(checkPassword('x'.repeat(129), limits)?.key).toBe('fields.passwordLength');
    expect(checkPassword('🎰🎰🎰🎰🎰🎰🎰🎰', limits)).toBeNull();
    expect(checkPassword('🎰🎰🎰🎰🎰🎰🎰', limits)?.key).toBe('fields.passwordLength');
    expect(checkPassword('Tulip-Harbor', limits)).toBeNull();
  });

  it('SMS code: digits of the configured length (an exact length says so)', () => {
    expect(checkSmsCode('', limits)).toEqual({ key: 'fields.codeRequired' });
    expect(checkSmsCode('12345', limits)).toEqual({
      key: 'fields.codeLengthExact',
      values: { min: 6, max: 6 },
    });
    expect(checkSmsCode('12a456', limits)?.key).toBe('fields.codeLengthExact');
    expect(checkSmsCode('123456', limits)).toBeNull();
    expect(
      checkSmsCode('1234', { ...limits, smsCode: { min: 4, max: 8 } })?.key ?? null,
    ).toBeNull();
  });

  it('phone: a possible number of the chosen country, or one typed with its own +code', () => {
    expect(checkPhone('US', '')).toEqual({ key: 'fields.phoneRequired' });
    expect(checkPhone('US', '555 12')).toEqual({ key: 'fields.phoneInvalid' });
    expect(checkPhone('US', '(555) 000-1234')).toBeNull();
    expect(checkPhone('US', '+44 7700 900123')).toBeNull();
    expect(checkPhone('GB', '07700 900123')).toBeNull();
    expect(checkPhone('US', 'not a number')).toEqual({ key: 'fields.phoneInvalid' });
  });

  it('invite code: optional, else 4–16 letters and digits', () => {
    expect(checkInviteCode('')).toBeNull();
    expect(checkInviteCode('AB12')).toBeNull();
    expect(checkInviteCode('AB1')).toEqual({ key: 'fields.inviteInvalid' });
    expect(checkInviteCode('AB-123')).toEqual({ key: 'fields.inviteInvalid' });
  });
});
