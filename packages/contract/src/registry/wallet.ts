import * as A from '../account';
import * as B from '../bonus';
import * as C from '../coupons';
import * as W from '../wallet';
import { defineCall } from './define-call';

/** Deposits, bonuses, withdrawals, bank accounts, the safe box and the coin history. */
export const walletCalls = {
  recharge: defineCall({
    name: 'recharge',
    summary: 'Creates a deposit order and answers the checkout URL.',
    request: W.RechargeRequest,
    answer: W.RechargeAnswer,
  }),
  rechargeOrder: defineCall({
    name: 'rechargeOrder',
    summary: 'One deposit order of the player.',
    request: W.RechargeOrderRequest,
    answer: W.RechargeOrder,
  }),
  rechargeOrderList: defineCall({
    name: 'rechargeOrderList',
    summary: 'The player’s deposit orders, newest first.',
    request: W.RechargeOrderListRequest,
    answer: W.RechargeOrderListAnswer,
  }),
  couponList: defineCall({
    name: 'couponList',
    summary:
      'The player’s deposit coupons: those to pick now with their terms and expiry, and the latest used or expired.',
    request: C.CouponListRequest,
    answer: C.CouponListAnswer,
  }),
  tradeInfo: defineCall({
    name: 'tradeInfo',
    summary:
      'Trade info: total deposited, last deposit method, whether the first deposit is to come.',
    request: A.RefreshDataRequest,
    answer: W.TradeInfoAnswer,
  }),
  bonusWallet: defineCall({
    name: 'bonusWallet',
    summary:
      'The open bonus (balance, wagering left, maximum bet, conversion cap, expiry), the terms of new ones and the last closed.',
    request: B.BonusWalletRequest,
    answer: B.BonusWalletAnswer,
  }),
  bonusForfeit: defineCall({
    name: 'bonusForfeit',
    summary:
      'Ends the open bonus: the bonus and its winnings go back, what is left of the deposit returns to cash.',
    request: B.BonusForfeitRequest,
    answer: B.BonusForfeitAnswer,
  }),
  bonusPayFrom: defineCall({
    name: 'bonusPayFrom',
    summary:
      'What bets are paid from first while the player has cash and a bonus balance (cash by default); sets it when payFrom is given.',
    request: B.BonusPayFromRequest,
    answer: B.BonusPayFromAnswer,
  }),
  getExchange: defineCall({
    name: 'getExchange',
    summary: 'What may be withdrawn now, the limits, the fee and the receiving accounts.',
    request: W.GetExchangeRequest,
    answer: W.GetExchangeAnswer,
  }),
  exchange: defineCall({
    name: 'exchange',
    summary: 'Requests a withdrawal to a receiving account; the amount is held at once.',
    request: W.ExchangeRequest,
    answer: W.ExchangeAnswer,
  }),
  exchangeOrderList: defineCall({
    name: 'exchangeOrderList',
    summary: 'The player’s withdrawal orders, newest first.',
    request: W.ExchangeOrderListRequest,
    answer: W.ExchangeOrderListAnswer,
  }),
  addBankInfo: defineCall({
    name: 'addBankInfo',
    summary: 'Adds a receiving account (at most the answer’s maxAccounts).',
    request: W.AddBankInfoRequest,
    answer: W.BankInfoListAnswer,
  }),
  modifyBankInfo: defineCall({
    name: 'modifyBankInfo',
    summary:
      'Changes a receiving account; withdrawals pause for the answer’s accountChangePauseHours.',
    request: W.ModifyBankInfoRequest,
    answer: W.BankInfoListAnswer,
  }),
  bankInfoList: defineCall({
    name: 'bankInfoList',
    summary: 'The player’s receiving accounts.',
    request: W.BankInfoListRequest,
    answer: W.BankInfoListAnswer,
  }),
  safeboxIn: defineCall({
    name: 'safeboxIn',
    summary: 'Moves coin into the safebox.',
    request: W.SafeboxInRequest,
    answer: W.BalancesAnswer,
  }),
  safeboxOut: defineCall({
    name: 'safeboxOut',
    summary: 'Moves coin out of the safebox with its password.',
    request: W.SafeboxOutRequest,
    answer: W.BalancesAnswer,
  }),
  setSafeboxPassword: defineCall({
    name: 'setSafeboxPassword',
    summary: 'Sets the safebox password; changing it needs an SMS code.',
    request: W.SetSafeboxPasswordRequest,
    answer: A.EmptyAnswer,
  }),
  retrieveBalance: defineCall({
    name: 'retrieveBalance',
    summary: 'Returns to coin what open game sessions still hold.',
    request: W.RetrieveBalanceRequest,
    answer: W.RetrieveBalanceAnswer,
  }),
  appUserCoinDetail: defineCall({
    name: 'appUserCoinDetail',
    summary: 'Every movement of the player’s coin, newest first, by kind and date.',
    request: W.AppUserCoinDetailRequest,
    answer: W.AppUserCoinDetailAnswer,
  }),
} as const;
