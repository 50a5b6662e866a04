import { describe, expect, it } from 'vitest';
import { identityProof, phoneEnding, proofFields } from './identity-proof';
import { checkCard, normalizeAccountNo } from './card-rules';
import { dayRange, localDayStart } from './records';
import { checkNewPin, checkPin, moveProblem } from './safebox-rules';
import { withdrawProblem, type ExchangeLimits } from './withdraw-rules';

describe('the player’s proof (receiving accounts, withdrawals)', () => {
  it('asks for the password, else an SMS code to the bound phone, else cannot', () => {
    expect(identityProof({ hasPassword: true, mobile: '+15550001234' })).toBe('password');
    expect(identityProof({ hasPassword: false, mobile: '+15550001234' })).toBe('sms');
    expect(identityProof({ hasPassword: false, mobile: '' })).toBe('unavailable');
    expect(identityProof(null)).toBe('unavailable');
    expect(phoneEnding('+15550001234')).toBe('1234');
  });

  it('sends only the proof asked for', () => {
    const values = { password: 'Tulip-Harbor-58', smsCode: '123456' };
    expect(proofFields('password', values)).toEqual({ password: 'Tulip-Harbor-58' });
    expect(proofFields('sms', values)).toEqual({ smsCode: '123456' });
    expect(proofFields('unavailable', values)).toEqual({});
  });

  it('checks the fields and the proof before sending', () => {
    const limit = { min: 4, max: 34 };
    const smsCode = { min: 6, max: 6 };
    const ok = {
      bankId: 1,
      accountName: 'Pat Player',
      accountNo: '6222 0202-0011 2233',
      password: '',
      smsCode: '',
    };
    expect(checkCard({ ...ok, password: 'x' }, { limit, smsCode, proof: 'password' })).toEqual({});
    expect(checkCard(ok, { limit, smsCode, proof: 'password' })).toEqual({
      password: { key: 'wallet.passwordRequired' },
    });
    expect(checkCard({ ...ok, smsCode: '123' }, { limit, smsCode, proof: 'sms' })).toEqual({
      smsCode: { key: 'wallet.codeLength', values: { min: 6, max: 6 } },
    });
    expect(
      checkCard(
        { bankId: null, accountName: ' ', accountNo: '12', password: 'x', smsCode: '' },
        { limit, smsCode, proof: 'password' },
      ),
    ).toEqual({
      bankId: { key: 'wallet.bankRequired' },
      accountName: { key: 'wallet.holderRequired' },
      accountNo: { key: 'wallet.numberLength', values: { min: 4, max: 34 } },
    });
    expect(
      checkCard(
        { ...ok, accountNo: '12#4', accountName: '<b>', smsCode: '123456' },
        { limit, smsCode, proof: 'sms' },
      ),
    ).toEqual({
      accountName: { key: 'wallet.holderInvalid' },
      accountNo: { key: 'wallet.numberChars' },
    });
    expect(normalizeAccountNo('de89 3704-0044')).toBe('DE8937040044');
  });
});

describe('the withdraw form’s checks', () => {
  const limits: ExchangeLimits = {
    coin: 100_000,
    bet: 0,
    minAmount: 5_000,
    maxAmount: 5_000_000,
    dailyTimes: 3,
    usedTimesToday: 0,
    blockedUntil: null,
  };
  const check = (amount: number | null, change: Partial<ExchangeLimits> = {}, accountId = 7) =>
    withdrawProblem({ amount, accountId, limits: { ...limits, ...change }, nowSeconds: 1_000 });

  it('passes an amount within every limit', () => {
    expect(check(5_000)).toBeNull();
    expect(check(100_000)).toBeNull();
  });

  it('names what stops it', () => {
    expect(withdrawProblem({ amount: 5_000, accountId: null, limits, nowSeconds: 0 })).toEqual({
      field: 'bankId',
      key: 'wallet.chooseAccount',
    });
    expect(check(null)).toMatchObject({ field: 'amount', key: 'wallet.amountRequired' });
    expect(check(4_999)).toMatchObject({ key: 'wallet.amountBelowMin', limit: 5_000 });
    expect(check(5_000_001)).toMatchObject({ key: 'wallet.amountAboveMax', limit: 5_000_000 });
    expect(check(100_001)).toMatchObject({ field: 'amount', key: 'wallet.overBalance' });
    expect(check(5_000, { usedTimesToday: 3 })).toMatchObject({ key: 'wallet.noTimesLeft' });
    expect(check(5_000, { blockedUntil: 2_000 })).toMatchObject({
      field: 'form',
      key: 'wallet.blockedNotice',
      until: 2_000,
    });
    expect(check(5_000, { blockedUntil: 999 })).toBeNull();
    // Wagering left stops any amount, so it is named before the amount's own problems.
    expect(check(null, { bet: 2_500 })).toMatchObject({ key: 'wallet.wageringNotice', bet: 2_500 });
  });
});

describe('the safebox form’s checks', () => {
  const limit = { min: 6, max: 6 };
  it('moves only what is there', () => {
    expect(moveProblem(null, 100)).toEqual({ key: 'wallet.amountRequired' });
    expect(moveProblem(0, 100)).toEqual({ key: 'wallet.amountRequired' });
    expect(moveProblem(101, 100)).toEqual({ key: 'wallet.overAvailable' });
    expect(moveProblem(100, 100)).toBeNull();
  });

  it('wants a password of the configured digits, typed twice alike', () => {
    expect(checkPin('', limit)).toEqual({ key: 'wallet.pinRequired' });
    expect(checkPin('12345', limit)).toEqual({
      key: 'wallet.pinLengthExact',
      values: { count: 6 },
    });
    expect(checkPin('12345a', limit)).not.toBeNull();
    expect(checkPin('123456', limit)).toBeNull();
    expect(checkPin('1234', { min: 4, max: 8 })).toBeNull();
    expect(checkNewPin('123456', '123465', limit)).toEqual({
      pin: null,
      again: { key: 'wallet.pinMismatch' },
    });
    expect(checkNewPin('123456', '123456', limit)).toEqual({ pin: null, again: null });
  });
});

describe('record lists', () => {
  it('turns picked dates into the player’s local days, the end day included', () => {
    const start = localDayStart('2026-03-01')!;
    expect(new Date(start * 1000).getDate()).toBe(1);
    expect(new Date(start * 1000).getHours()).toBe(0);
    const range = dayRange('2026-03-01', '2026-03-02');
    expect(range.from).toBe(start);
    expect(new Date(range.to! * 1000).getDate()).toBe(3);
    expect(dayRange('', '')).toEqual({});
    expect(localDayStart('03/01/2026')).toBeUndefined();
  });
});
