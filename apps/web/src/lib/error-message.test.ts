import { describe, expect, it } from 'vitest';
import { ErrorCode, errorCatalogue } from '@lobby/contract/values/errors';
import { i18n } from '../i18n/i18n';
import { ApiError, HttpError, TimeoutError } from './api-errors';
import { describeError, errcodeText, errorText, fieldErrorsOf, waitKey } from './error-message';

const t = i18n.getFixedT('en-US');
const refusal = (errcode: number, data?: unknown) =>
  new ApiError(
    errcode,
    errorCatalogue[errcode as ErrorCode]?.msg ?? 'x',
    errcode >= 1000 ? 200 : errcode,
    data,
  );
const words = (error: unknown) => describeError(errorText(error), t);

const authCodes = Object.values(ErrorCode).filter((c) => c >= 1101 && c <= 1199);
const walletCodes = Object.values(ErrorCode).filter((c) => c >= 1201 && c <= 1299);
const gamesCodes = Object.values(ErrorCode).filter((c) => c >= 1301 && c <= 1399);
const rewardsCodes = Object.values(ErrorCode).filter((c) => errorCatalogue[c].module === 'rewards');
const couponCodes = Object.values(ErrorCode).filter((c) => c >= 1421 && c <= 1426);
const taskCodes = Object.values(ErrorCode).filter((c) => c >= 1431 && c <= 1439);

describe('errcode → message', () => {
  it('has the client’s own en-US text for every auth errcode 1101–1122, each its own', () => {
    expect(authCodes).toHaveLength(22);
    const texts = authCodes.map((code) => words(refusal(code)));
    for (const [i, text] of texts.entries()) {
      expect(text, `errcode ${authCodes[i]}`).not.toMatch(/^errors\./);
      expect(text).not.toContain('{{');
    }
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('puts each refusal on the field it concerns', () => {
    expect(errorText(refusal(ErrorCode.SMS_CODE_INVALID)).field).toBe('smsCode');
    expect(errorText(refusal(ErrorCode.ACCOUNT_TAKEN)).field).toBe('account');
    expect(errorText(refusal(ErrorCode.INVITE_CODE_INVALID)).field).toBe('inviteCode');
    expect(errorText(refusal(ErrorCode.PHONE_ALREADY_BOUND)).field).toBe('mobile');
    expect(errorText(refusal(ErrorCode.PASSWORD_WRONG)).field).toBe('oldPassword');
    expect(errorText(refusal(ErrorCode.LOGIN_FAILED)).field).toBeUndefined();

    expect(fieldErrorsOf(refusal(ErrorCode.SMS_CODE_INVALID), ['mobile', 'smsCode'], t)).toEqual({
      smsCode: 'The code is wrong or has expired. Ask for a new one if needed.',
    });
    // A form without that field shows it for the whole form.
    expect(fieldErrorsOf(refusal(ErrorCode.ACCOUNT_TAKEN), ['mobile', 'smsCode'], t)).toEqual({
      form: 'This account already exists. Please log in instead.',
    });
  });

  it('shows the wait a refusal carries (1103 resend, 1106 lock, 429)', () => {
    expect(words(refusal(ErrorCode.SMS_RESEND_TOO_SOON, { retryAfterSeconds: 42 }))).toBe(
      'Please wait 42 seconds before asking for another code.',
    );
    expect(
      errorText(refusal(ErrorCode.SMS_RESEND_TOO_SOON, { retryAfterSeconds: 42 })).waitSeconds,
    ).toBe(42);
    expect(words(refusal(ErrorCode.ACCOUNT_LOCKED, { retryAfterSeconds: 900 }))).toBe(
      'Too many wrong passwords. Try again in 15 minutes or reset your password.',
    );
    expect(words(refusal(ErrorCode.RATE_LIMITED, { retryAfterSeconds: 1 }))).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    expect(words(refusal(ErrorCode.SMS_RESEND_TOO_SOON))).toBe(
      'Please wait a moment before asking for another code.',
    );
    expect(waitKey(119)).toEqual({ key: 'errors.seconds', count: 119 });
    expect(waitKey(121)).toEqual({ key: 'errors.minutes', count: 3 });
  });

  it('shows 400 issues on their fields, the server’s words for each', () => {
    const error = refusal(ErrorCode.BAD_REQUEST, {
      issues: [
        { path: 'password', message: 'The password must be 6–20 characters.' },
        { path: 'appId', message: 'Too long.' },
      ],
    });
    expect(fieldErrorsOf(error, ['account', 'password'], t)).toEqual({
      password: 'The password must be 6–20 characters.',
      form: 'Too long.',
    });
    expect(fieldErrorsOf(refusal(ErrorCode.BAD_REQUEST, {}), ['password'], t)).toEqual({
      form: 'Please check the details you entered.',
    });
  });

  it('never shows a raw code alone, and words transport failures', () => {
    expect(words(refusal(1234))).toBe('Something went wrong (code 1234). Please try again.');
    expect(words(refusal(ErrorCode.INTERNAL))).toMatch(/on our side/);
    expect(words(refusal(ErrorCode.UNAVAILABLE))).toMatch(/busy/);
    expect(words(new TimeoutError('POST', '/app/v1/x', 10_000))).toBe(
      'The request has timed out, please try again later',
    );
    expect(words(new HttpError('POST', '/app/v1/x', 502, 'Bad Gateway'))).toMatch(/on our side/);
    expect(words(new TypeError('Failed to fetch'))).toMatch(/could not reach the server/);
  });
});

describe('wallet errcodes → message', () => {
  it('has the client’s own en-US text for every wallet errcode 1201–1223, each its own', () => {
    expect(walletCodes).toHaveLength(23);
    const texts = walletCodes.map((code) => words(refusal(code)));
    for (const [i, text] of texts.entries()) {
      expect(text, `errcode ${walletCodes[i]}`).not.toMatch(/^errors\./);
      expect(text).not.toContain('{{');
      expect(text).not.toMatch(/code \d+/);
    }
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('puts amount, bank and password refusals on their fields', () => {
    expect(errorText(refusal(ErrorCode.INSUFFICIENT_BALANCE)).field).toBe('amount');
    expect(errorText(refusal(ErrorCode.AMOUNT_BELOW_MIN)).field).toBe('amount');
    expect(errorText(refusal(ErrorCode.DEPOSIT_LIMIT_REACHED)).field).toBe('amount');
    expect(errorText(refusal(ErrorCode.BANK_UNKNOWN)).field).toBe('bankId');
    expect(errorText(refusal(ErrorCode.SAFEBOX_PASSWORD_WRONG)).field).toBe('safeboxPassword');
    expect(errorText(refusal(ErrorCode.SAFEBOX_PASSWORD_CHANGE_NEEDS_CODE)).field).toBe('smsCode');
    expect(errorText(refusal(ErrorCode.WITHDRAW_WAGERING_REQUIRED)).field).toBeUndefined();
    expect(fieldErrorsOf(refusal(ErrorCode.INSUFFICIENT_BALANCE), ['amount'], t)).toEqual({
      amount: 'Your balance is not enough for this amount.',
    });
    expect(fieldErrorsOf(refusal(ErrorCode.WITHDRAW_DAILY_LIMIT), ['amount'], t)).toEqual({
      form: 'You have used all of today’s withdrawals. Please try again tomorrow.',
    });
  });

  it('names the deposit that frees reward-derived cash (1223 minDeposit)', () => {
    expect(words(refusal(ErrorCode.WITHDRAW_DEPOSIT_REQUIRED, { minDeposit: 1_000 }))).toMatch(
      /deposited at least 10\.00 coins\. The rest of your balance can be withdrawn now\.$/,
    );
  });

  it('names the limit a refusal carries (1203 minAmount, 1204 maxAmount, 1209 blockedUntil)', () => {
    expect(words(refusal(ErrorCode.AMOUNT_BELOW_MIN, { minAmount: 10_000 }))).toBe(
      'The minimum amount is 100.00 coins.',
    );
    expect(words(refusal(ErrorCode.AMOUNT_ABOVE_MAX, { maxAmount: 5_000_000 }))).toBe(
      'The maximum amount is 50,000.00 coins.',
    );
    const until = Date.UTC(2026, 10, 23, 9, 30) / 1000;
    const blocked = words(refusal(ErrorCode.WITHDRAW_BLOCKED, { blockedUntil: until }));
    expect(blocked).toMatch(
      /^Withdrawals are paused after a change of receiving account or password, until /,
    );
    expect(blocked).toContain('2026');
    expect(words(refusal(ErrorCode.WITHDRAW_BLOCKED, { blockedUntil: null }))).toBe(
      'Withdrawals are paused for a while after a change of receiving account or password.',
    );
  });
});

describe('games errcodes → message', () => {
  it('has the client’s own en-US text for every games errcode 1301–1310, each its own', () => {
    expect(gamesCodes).toHaveLength(10);
    const texts = gamesCodes.map((code) => words(refusal(code)));
    for (const [i, text] of texts.entries()) {
      expect(text, `errcode ${gamesCodes[i]}`).not.toMatch(/^errors\./);
      expect(text, `errcode ${gamesCodes[i]}`).not.toContain('code');
    }
    expect(new Set(texts).size).toBe(texts.length);
    expect(words(refusal(ErrorCode.GAME_TRY_IT_UNAVAILABLE))).toBe(
      'This game has no demo play. Please log in to play.',
    );
  });

  it('tells every bonus refusal as its rule and the way out, with the figure the answer gives', () => {
    expect(words(refusal(ErrorCode.BONUS_MAX_BET, { maxBet: 100 }))).toBe(
      'This bet is above your bonus’s largest bet of 1.00 coins. Bet 1.00 coins or less, or pay it from cash (change “Pay bets from” in the game).',
    );
    expect(words(refusal(ErrorCode.BONUS_MAX_BET))).toMatch(/pay it from cash/);
    expect(
      words(
        refusal(ErrorCode.BET_NEEDS_ONE_BALANCE, {
          bet: 1_200,
          cash: 800,
          bonus: 600,
          largestBet: 800,
        }),
      ),
    ).toBe(
      'This bet needs 12.00 coins, but each bet is paid from one balance, never split: cash 8.00 coins, bonus 6.00 coins. Lower the bet to 8.00 coins or less; “Pay bets from” chooses which balance pays first.',
    );
    expect(words(refusal(ErrorCode.BET_NEEDS_ONE_BALANCE))).toMatch(/never split.*Lower the bet/);
    for (const code of [
      ErrorCode.BONUS_MAX_BET,
      ErrorCode.BET_NEEDS_ONE_BALANCE,
      ErrorCode.BONUS_FORFEIT_REQUIRED,
      ErrorCode.BONUS_ROUND_OPEN,
      ErrorCode.BONUS_NOT_FOUND,
      ErrorCode.COUPON_BONUS_OPEN,
    ]) {
      const text = words(refusal(code));
      expect(text, `errcode ${code}`).not.toMatch(/Something went wrong|error \d|code \d/);
      // A rule and a way out: more than one clause.
      expect(text.split(/[.,:]/).filter((part) => part.trim()).length, `${code}`).toBeGreaterThan(
        1,
      );
    }
  });
});

describe('rewards errcodes → message', () => {
  it('has its own words for every rewards errcode of the catalogue, in an answer or as a refusal', () => {
    expect(rewardsCodes).toEqual(expect.arrayContaining([1401, 1406, 1407, 1411]));
    const texts = rewardsCodes.map((code) => words(refusal(code)));
    for (const [i, code] of rewardsCodes.entries()) {
      expect(texts[i], `errcode ${code}`).not.toMatch(/^errors\./);
      expect(texts[i], `errcode ${code}`).not.toContain('code');
      expect(describeError(errcodeText(code), t)).toBe(texts[i]);
    }
    expect(new Set(texts).size).toBe(texts.length);
    expect(words(refusal(ErrorCode.REWARD_BUDGET_SPENT))).toBe(
      'This activity has paid out all its rewards. Watch for the next one.',
    );
    expect(describeError(errcodeText(1999), t)).toBe(
      'Something went wrong (code 1999). Please try again.',
    );
  });
});

describe('every errcode a player can meet → message', () => {
  it('tells each code of the jackpot’s draw, auth, the wallet, games, rewards, mail and the chat in its own words', () => {
    const told = Object.values(ErrorCode).filter((c) =>
      ['jackpot', 'auth', 'wallet', 'games', 'rewards', 'mail', 'chat'].includes(
        errorCatalogue[c].module,
      ),
    );
    expect(told).toEqual(expect.arrayContaining([1001, 1002, 1003, 1004]));
    const texts = told.map((code) => words(refusal(code)));
    for (const [i, code] of told.entries()) {
      expect(texts[i], `errcode ${code}`).not.toMatch(/^errors\./);
      expect(texts[i], `errcode ${code}`).not.toContain('{{');
    }
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('mail errcodes → message', () => {
  it('has its own words for every mail errcode 1511–1519, in an answer or as a refusal', () => {
    const mailCodes = Object.values(ErrorCode).filter((c) => errorCatalogue[c].module === 'mail');
    expect(mailCodes).toEqual([1511, 1512, 1513, 1514]);
    for (const code of mailCodes) {
      const text = words(refusal(code));
      expect(text, `errcode ${code}`).not.toMatch(/^errors\.|code \d/);
      expect(describeError(errcodeText(code), t)).toBe(text);
    }
    expect(words(refusal(ErrorCode.MAIL_UNCLAIMED))).toBe(
      'Claim the reward of this message before you delete it.',
    );
  });
});

describe('chat errcodes → message', () => {
  it('has its own words for every chat errcode 1531–1539, in a socket’s error frame or as a refusal', () => {
    const chatCodes = Object.values(ErrorCode).filter((c) => errorCatalogue[c].module === 'chat');
    expect(chatCodes).toEqual([1531, 1532, 1533, 1534, 1535]);
    const texts = chatCodes.map((code) => words(refusal(code)));
    for (const [i, code] of chatCodes.entries()) {
      expect(texts[i], `errcode ${code}`).not.toMatch(/^errors\.|code \d|\{\{/);
      expect(describeError(errcodeText(code), t), `errcode ${code}`).toBe(texts[i]);
    }
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('says how long to wait before sending more messages', () => {
    expect(words(refusal(ErrorCode.CHAT_RATE_LIMITED, { retryAfterSeconds: 20 }))).toBe(
      'You are sending messages too fast. Please wait 20 seconds.',
    );
  });

  it('leaves the staff console’s codes to the console: a player is shown their number', () => {
    const consoleCodes = Object.values(ErrorCode).filter(
      (c) => errorCatalogue[c].module === 'console',
    );
    expect(consoleCodes).toEqual(
      expect.arrayContaining([
        1601, 1602, 1603, 1604, 1605, 1606, 1607, 1608, 1609, 1610, 1640, 1650,
      ]),
    );
    // The console's range, and data rights' console refusals (1752–1754, ADR 0074).
    expect(consoleCodes.every((c) => (c >= 1600 && c <= 1699) || (c >= 1752 && c <= 1754))).toBe(
      true,
    );
    for (const code of consoleCodes)
      expect(words(refusal(code))).toBe(`Something went wrong (code ${code}). Please try again.`);
  });
});

describe('content errcodes → message', () => {
  it('tells each code of content (the config, feedback) in its own words', () => {
    const content = Object.values(ErrorCode).filter((c) => errorCatalogue[c].module === 'content');
    expect(content).toEqual(expect.arrayContaining([1501, 1521, 1525, 1529]));
    const texts = content.map((code) => words(refusal(code)));
    for (const [i, code] of content.entries()) {
      expect(texts[i], `errcode ${code}`).not.toMatch(/^errors\./);
      expect(texts[i], `errcode ${code}`).not.toContain('{{');
    }
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('says how long to wait before sending more feedback', () => {
    expect(words(refusal(ErrorCode.FEEDBACK_RATE_LIMITED, { retryAfterSeconds: 1500 }))).toBe(
      'You have sent a lot of feedback. Please try again in 25 minutes.',
    );
  });
});

describe('coupon errcodes → message', () => {
  it('has its own words for every task errcode 1431–1435', () => {
    expect(taskCodes).toHaveLength(5);
    const texts = taskCodes.map((code) => words(refusal(code)));
    for (const [i, code] of taskCodes.entries())
      expect(texts[i], `errcode ${code}`).not.toMatch(/^errors\./);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('has its own words for every coupon errcode 1421–1426; the deposit a coupon needs is named', () => {
    expect(couponCodes).toHaveLength(6);
    const texts = couponCodes.map((code) => words(refusal(code)));
    for (const [i, code] of couponCodes.entries()) {
      expect(texts[i], `errcode ${code}`).not.toMatch(/^errors\./);
      expect(texts[i], `errcode ${code}`).not.toContain('code');
    }
    expect(new Set(texts).size).toBe(texts.length);
    const below = refusal(ErrorCode.COUPON_DEPOSIT_BELOW_MIN, { minDeposit: 5_000 });
    expect(words(below)).toBe('This coupon needs a deposit of at least 50.00 coins.');
    expect(fieldErrorsOf(below, ['amount'], t)).toEqual({
      amount: 'This coupon needs a deposit of at least 50.00 coins.',
    });
    expect(words(refusal(ErrorCode.COUPON_DEPOSIT_NOT_EXACT, { exactDeposit: 10_000 }))).toBe(
      'This coupon is for a deposit of exactly 100.00 coins.',
    );
  });
});
