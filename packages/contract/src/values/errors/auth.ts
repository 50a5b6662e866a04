import type { CatalogueOf } from './entry';

/** Accounts and sign-in, 1100–1199. */
export const authCodes = {
  SMS_CODE_INVALID: 1101,
  SMS_CODE_TRIES_EXCEEDED: 1102,
  SMS_RESEND_TOO_SOON: 1103,
  SMS_LIMIT_REACHED: 1104,
  LOGIN_FAILED: 1105,
  ACCOUNT_LOCKED: 1106,
  ACCOUNT_TAKEN: 1107,
  PHONE_NO_OTP_DISABLED: 1108,
  INVITE_CODE_INVALID: 1109,
  INVITER_ALREADY_SET: 1110,
  INVITER_NOT_ALLOWED: 1111,
  SOCIAL_TOKEN_INVALID: 1112,
  SOCIAL_PROVIDER_DISABLED: 1113,
  SOCIAL_ALREADY_BOUND: 1114,
  PHONE_ALREADY_BOUND: 1115,
  PASSWORD_WRONG: 1116,
  PHONE_INVALID: 1117,
  ACCOUNT_HAS_PHONE: 1118,
  SOCIAL_SLOT_TAKEN: 1119,
  CHALLENGE_REQUIRED: 1120,
  SESSION_NOT_FOUND: 1121,
  PASSWORD_SETUP_REQUIRED: 1122,
} as const;

export const authErrors: CatalogueOf<typeof authCodes> = {
  [authCodes.SMS_CODE_INVALID]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'The code is wrong or has expired. Request a new one if needed.',
  },
  [authCodes.SMS_CODE_TRIES_EXCEEDED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Too many wrong codes. Please request a new code.',
  },
  [authCodes.SMS_RESEND_TOO_SOON]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Please wait before asking for another code.',
  },
  [authCodes.SMS_LIMIT_REACHED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Too many codes were requested. Please try again later.',
  },
  [authCodes.LOGIN_FAILED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'The sign-in details are not correct.',
  },
  [authCodes.ACCOUNT_LOCKED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Too many wrong passwords. Please try again later or reset your password.',
  },
  [authCodes.ACCOUNT_TAKEN]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This account already exists. Please sign in instead.',
  },
  [authCodes.PHONE_NO_OTP_DISABLED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Signing in without a code is not available. Please use a code.',
  },
  [authCodes.INVITE_CODE_INVALID]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This invite code is not valid.',
  },
  [authCodes.INVITER_ALREADY_SET]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Your inviter is already set.',
  },
  [authCodes.INVITER_NOT_ALLOWED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This inviter cannot be set.',
  },
  [authCodes.SOCIAL_TOKEN_INVALID]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'The sign-in with this provider could not be verified. Please try again.',
  },
  [authCodes.SOCIAL_PROVIDER_DISABLED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This sign-in method is not available.',
  },
  [authCodes.SOCIAL_ALREADY_BOUND]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This social account is already linked to another player.',
  },
  [authCodes.PHONE_ALREADY_BOUND]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This phone number is already linked to another player.',
  },
  [authCodes.PASSWORD_WRONG]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'The current password is not correct.',
  },
  [authCodes.PHONE_INVALID]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This phone number is not valid.',
  },
  [authCodes.ACCOUNT_HAS_PHONE]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'A phone number is already bound to your account.',
  },
  [authCodes.SOCIAL_SLOT_TAKEN]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'An account of this provider is already linked to you.',
  },
  [authCodes.CHALLENGE_REQUIRED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Please complete the check before trying again.',
  },
  [authCodes.SESSION_NOT_FOUND]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This session was not found or has already ended.',
  },
  [authCodes.PASSWORD_SETUP_REQUIRED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Set a password first: it confirms withdrawals and new receiving accounts.',
  },
};
