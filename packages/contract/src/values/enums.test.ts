import { describe, expect, it } from 'vitest';
import {
  ActivityType,
  JackpotTier,
  LoginType,
  SmsPurpose,
  SocialProvider,
  isJackpotTier,
  propKind,
} from './enums';

describe('the product enums', () => {
  it('keeps the activity type numbers of the spec', () => {
    expect(ActivityType.Bind).toBe(4);
    expect(ActivityType.FirstDeposit).toBe(44);
    expect(ActivityType.LuckyJackpot).toBe(47);
    expect(ActivityType.Tasks1).toBe(10000);
    expect(Object.keys(ActivityType)).toHaveLength(34);
    expect(new Set(Object.values(ActivityType)).size).toBe(34);
  });

  it('keeps login types, SMS purposes and providers', () => {
    expect(LoginType).toEqual({ Phone: 1, Account: 2, PhoneNoOtp: 3 });
    expect(SmsPurpose).toEqual({ Register: 0, Bind: 1, Forget: 2, LoginAndRegister: 3 });
    expect(SocialProvider).toEqual({ Facebook: 3, Line: 4, Google: 5 });
  });
});

describe('propKind', () => {
  it.each([
    [1001, 'generalCoupon'],
    [1099, 'generalCoupon'],
    [1100, 'unknown'],
    [1201, 'fixedCoupon'],
    [1399, 'giveCoupon'],
    [2001, 'coin'],
    [2002, 'points'],
    [4001, 'liveness'],
    [40003, 'newYear'],
    [50000, 'jackpot'],
    [50005, 'jackpot'],
    [50006, 'unknown'],
  ])('%i is %s', (id, kind) => {
    expect(propKind(id)).toBe(kind);
  });

  it('knows the four jackpot tiers', () => {
    expect(Object.values(JackpotTier)).toEqual([50001, 50002, 50003, 50004]);
    expect(isJackpotTier(50000)).toBe(false);
    expect(isJackpotTier(50004)).toBe(true);
  });
});
