/**
 * The errcode catalogue of docs/api.md. Every errcode is listed here once, with the module
 * that owns its range: transport 4xx/5xx, jackpot 1001–1004 (kept from the spec), auth 1100–1199,
 * wallet 1200–1299, games 1300–1399, rewards 1400–1499, content and telemetry 1500–1599 (mail
 * 1511–1519, feedback 1521–1529, chat 1531–1539), console 1600–1699.
 */
export const ErrorCode = {
  OK: 0,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DRAW_NO_CHANCE: 1001,
  DRAW_ACTIVITY_CLOSED: 1002,
  DRAW_DAILY_LIMIT: 1003,
  DRAW_POOL_SETTLING: 1004,
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
  INSUFFICIENT_BALANCE: 1201,
  IDEMPOTENCY_KEY_REUSED: 1202,
  AMOUNT_BELOW_MIN: 1203,
  AMOUNT_ABOVE_MAX: 1204,
  RECHARGE_TYPE_UNAVAILABLE: 1205,
  ORDER_NOT_FOUND: 1206,
  WITHDRAW_DAILY_LIMIT: 1207,
  WITHDRAW_WAGERING_REQUIRED: 1208,
  WITHDRAW_BLOCKED: 1209,
  BANK_ACCOUNT_NOT_FOUND: 1210,
  BANK_ACCOUNT_LIMIT: 1211,
  SAFEBOX_PASSWORD_WRONG: 1212,
  SAFEBOX_PASSWORD_NOT_SET: 1213,
  SAFEBOX_PASSWORD_CHANGE_NEEDS_CODE: 1214,
  PROOF_REQUIRED: 1215,
  BANK_UNKNOWN: 1216,
  ORDER_STATE_CONFLICT: 1217,
  DEPOSIT_LIMIT_REACHED: 1218,
  BONUS_FORFEIT_REQUIRED: 1219,
  BONUS_ROUND_OPEN: 1220,
  BONUS_NOT_FOUND: 1221,
  GAME_NOT_FOUND: 1301,
  GAME_TRY_IT_UNAVAILABLE: 1302,
  GAME_SESSION_CLOSED: 1303,
  GAME_NOT_BUILTIN: 1304,
  GAME_BET_INVALID: 1305,
  GAME_BET_ABOVE_MAX: 1306,
  GAME_WIN_ABOVE_MAX: 1307,
  BONUS_MAX_BET: 1308,
  GAME_PROVIDER_UNAVAILABLE: 1309,
  REWARD_NOT_FOUND: 1401,
  REWARD_EXPIRED: 1402,
  REWARD_BUDGET_SPENT: 1403,
  REWARD_PLAYER_CAP: 1404,
  REWARD_NEEDS_PHONE: 1405,
  REWARD_DEVICE_USED: 1406,
  VIP_NO_AWARD: 1407,
  VIP_TASK_NOT_FOUND: 1408,
  VIP_LEVEL_TOO_LOW: 1409,
  VIP_TASK_NOT_REACHED: 1410,
  VIP_PLAY_NEEDED: 1411,
  COUPON_NOT_FOUND: 1421,
  COUPON_UNAVAILABLE: 1422,
  COUPON_EXPIRED: 1423,
  COUPON_DEPOSIT_BELOW_MIN: 1424,
  COUPON_DEPOSIT_NOT_EXACT: 1425,
  COUPON_BONUS_OPEN: 1426,
  TASK_NOT_FOUND: 1431,
  TASK_NOT_REACHED: 1432,
  TASK_COUNTED_BY_SERVER: 1433,
  TASK_CHEST_NOT_FOUND: 1434,
  TASK_CHEST_NOT_REACHED: 1435,
  SIGN_IN_CLOSED: 1441,
  SIGN_IN_NOTHING_TO_MAKE_UP: 1442,
  SIGN_IN_MAKE_UP_DISABLED: 1443,
  POINTS_NOT_ENOUGH: 1444,
  LOGIN_BONUS_CLOSED: 1445,
  LOGIN_BONUS_CLAIMED_TODAY: 1446,
  LOGIN_BONUS_NOT_SIGNED_IN: 1447,
  LOGIN_BONUS_DONE: 1448,
  POINTS_SHOP_CLOSED: 1449,
  POINTS_ITEM_NOT_FOUND: 1450,
  POINTS_ITEM_SOLD_OUT: 1451,
  POINTS_REQUEST_REUSED: 1452,
  FOLLOW_CHANNEL_NOT_FOUND: 1471,
  FOLLOW_NOT_OPENED: 1472,
  FUND_CLOSED: 1473,
  FUND_NOT_BOUGHT: 1474,
  FUND_NO_MILESTONE: 1475,
  FUND_LEVEL_NOT_REACHED: 1476,
  INVITE_SPIN_CLOSED: 1491,
  INVITE_SPIN_NO_ATTEMPT: 1492,
  INVITE_SPIN_NO_SPINS: 1493,
  INVITE_SPIN_STALE: 1494,
  INVITE_SPIN_NOT_REACHED: 1495,
  INVITE_SPIN_EXPIRED: 1496,
  CONFIG_UNAVAILABLE: 1501,
  MAIL_NOT_FOUND: 1511,
  MAIL_NO_ATTACHMENT: 1512,
  MAIL_EXPIRED: 1513,
  MAIL_UNCLAIMED: 1514,
  FEEDBACK_TYPE_UNKNOWN: 1521,
  FEEDBACK_IMAGE_TYPE: 1522,
  FEEDBACK_IMAGE_TOO_LARGE: 1523,
  FEEDBACK_IMAGE_DIMENSIONS: 1524,
  FEEDBACK_TOO_MANY_IMAGES: 1525,
  FEEDBACK_RATE_LIMITED: 1526,
  FEEDBACK_NOT_FOUND: 1527,
  FEEDBACK_CLOSED: 1528,
  FEEDBACK_THREAD_FULL: 1529,
  CHAT_RATE_LIMITED: 1531,
  CHAT_IMAGE_NEEDS_SIGN_IN: 1532,
  CHAT_CONVERSATION_NOT_FOUND: 1533,
  CHAT_CONVERSATION_CLOSED: 1534,
  CHAT_IMAGE_UNKNOWN: 1535,
  STAFF_SIGN_IN_FAILED: 1601,
  STAFF_FORBIDDEN: 1602,
  STAFF_CODE_WRONG: 1603,
  STAFF_LOCKED: 1604,
  STAFF_SIGN_IN_EXPIRED: 1605,
  STAFF_EMAIL_TAKEN: 1606,
  STAFF_NOT_FOUND: 1607,
  STAFF_PASSWORD_WRONG: 1608,
  STAFF_NOT_YOURSELF: 1609,
  STAFF_SESSION_NOT_FOUND: 1610,
  PLAYER_NOT_FOUND: 1630,
  PLAYER_LOCKED: 1631,
  PLAYER_SESSION_NOT_FOUND: 1632,
  ADJUSTMENT_NOT_FOUND: 1633,
  ADJUSTMENT_DECIDED: 1634,
  ADJUSTMENT_OWN: 1635,
  ADJUSTMENT_BALANCE_TOO_LOW: 1636,
  WITHDRAWAL_NOT_FOUND: 1640,
  WITHDRAWAL_ALREADY_DECIDED: 1641,
  WITHDRAWAL_REASON_REQUIRED: 1642,
  WITHDRAWAL_REFERENCE_REQUIRED: 1643,
  WITHDRAWAL_NOT_APPROVED: 1644,
  WITHDRAWAL_PROVIDER_PAYS: 1645,
  DEPOSIT_NOT_FOUND: 1646,
  CONFIG_STALE_REVISION: 1650,
  CONFIG_REVISION_NOT_FOUND: 1651,
  MAIL_BROADCAST_INVALID: 1660,
  MAIL_BROADCAST_NOT_FOUND: 1661,
  MAIL_BROADCAST_STARTED: 1662,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export type ErrorModule =
  | 'transport'
  | 'jackpot'
  | 'auth'
  | 'wallet'
  | 'games'
  | 'rewards'
  | 'content'
  | 'mail'
  | 'chat'
  | 'console';

/**
 * Refusals that say how long to wait carry `data: { retryAfterSeconds }`: 429, 1103
 * (SMS_RESEND_TOO_SOON), 1106 (ACCOUNT_LOCKED), 1526 (FEEDBACK_RATE_LIMITED) and 1531
 * (CHAT_RATE_LIMITED, in the socket's error frame).
 */
export const RETRY_AFTER_CODES = [429, 1103, 1106, 1526, 1531] as const;

export interface ErrorEntry {
  readonly module: ErrorModule;
  /** HTTP status the envelope travels with: business refusals travel as 200. */
  readonly httpStatus: number;
  /** An English sentence a player may read; the client has its own localized text per code. */
  readonly msg: string;
}

export const errorCatalogue: Readonly<Record<ErrorCode, ErrorEntry>> = {
  [ErrorCode.OK]: { module: 'transport', httpStatus: 200, msg: 'ok' },
  [ErrorCode.BAD_REQUEST]: {
    module: 'transport',
    httpStatus: 400,
    msg: 'The request is not valid.',
  },
  [ErrorCode.UNAUTHORIZED]: { module: 'transport', httpStatus: 401, msg: 'Please sign in.' },
  [ErrorCode.NOT_FOUND]: { module: 'transport', httpStatus: 404, msg: 'Not found.' },
  [ErrorCode.RATE_LIMITED]: {
    module: 'transport',
    httpStatus: 429,
    msg: 'Too many requests, please try again later.',
  },
  [ErrorCode.INTERNAL]: {
    module: 'transport',
    httpStatus: 500,
    msg: 'Something went wrong, please try again later.',
  },
  [ErrorCode.UNAVAILABLE]: {
    module: 'transport',
    httpStatus: 503,
    msg: 'The service is not available right now, please try again later.',
  },
  [ErrorCode.DRAW_NO_CHANCE]: {
    module: 'jackpot',
    httpStatus: 200,
    msg: 'You have no draw chance left. Deposit to earn one.',
  },
  [ErrorCode.DRAW_ACTIVITY_CLOSED]: {
    module: 'jackpot',
    httpStatus: 200,
    msg: 'The lucky jackpot is not open now.',
  },
  [ErrorCode.DRAW_DAILY_LIMIT]: {
    module: 'jackpot',
    httpStatus: 200,
    msg: 'You have made today’s last draw. Come back tomorrow.',
  },
  [ErrorCode.DRAW_POOL_SETTLING]: {
    module: 'jackpot',
    httpStatus: 200,
    msg: 'The jackpot pool is being settled. Please draw again in a moment.',
  },
  [ErrorCode.SMS_CODE_INVALID]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'The code is wrong or has expired. Request a new one if needed.',
  },
  [ErrorCode.SMS_CODE_TRIES_EXCEEDED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Too many wrong codes. Please request a new code.',
  },
  [ErrorCode.SMS_RESEND_TOO_SOON]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Please wait before asking for another code.',
  },
  [ErrorCode.SMS_LIMIT_REACHED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Too many codes were requested. Please try again later.',
  },
  [ErrorCode.LOGIN_FAILED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'The sign-in details are not correct.',
  },
  [ErrorCode.ACCOUNT_LOCKED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Too many wrong passwords. Please try again later or reset your password.',
  },
  [ErrorCode.ACCOUNT_TAKEN]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This account already exists. Please sign in instead.',
  },
  [ErrorCode.PHONE_NO_OTP_DISABLED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Signing in without a code is not available. Please use a code.',
  },
  [ErrorCode.INVITE_CODE_INVALID]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This invite code is not valid.',
  },
  [ErrorCode.INVITER_ALREADY_SET]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Your inviter is already set.',
  },
  [ErrorCode.INVITER_NOT_ALLOWED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This inviter cannot be set.',
  },
  [ErrorCode.SOCIAL_TOKEN_INVALID]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'The sign-in with this provider could not be verified. Please try again.',
  },
  [ErrorCode.SOCIAL_PROVIDER_DISABLED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This sign-in method is not available.',
  },
  [ErrorCode.SOCIAL_ALREADY_BOUND]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This social account is already linked to another player.',
  },
  [ErrorCode.PHONE_ALREADY_BOUND]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This phone number is already linked to another player.',
  },
  [ErrorCode.PASSWORD_WRONG]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'The current password is not correct.',
  },
  [ErrorCode.PHONE_INVALID]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This phone number is not valid.',
  },
  [ErrorCode.ACCOUNT_HAS_PHONE]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'A phone number is already bound to your account.',
  },
  [ErrorCode.SOCIAL_SLOT_TAKEN]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'An account of this provider is already linked to you.',
  },
  [ErrorCode.CHALLENGE_REQUIRED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Please complete the check before trying again.',
  },
  [ErrorCode.SESSION_NOT_FOUND]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This session was not found or has already ended.',
  },
  [ErrorCode.PASSWORD_SETUP_REQUIRED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Set a password first: it confirms withdrawals and new receiving accounts.',
  },
  [ErrorCode.INSUFFICIENT_BALANCE]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Your balance is not enough for this.',
  },
  [ErrorCode.IDEMPOTENCY_KEY_REUSED]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'This request id was already used for a different request.',
  },
  [ErrorCode.AMOUNT_BELOW_MIN]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'The amount is below the minimum.',
  },
  [ErrorCode.AMOUNT_ABOVE_MAX]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'The amount is above the maximum.',
  },
  [ErrorCode.RECHARGE_TYPE_UNAVAILABLE]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'This deposit method is not available.',
  },
  [ErrorCode.ORDER_NOT_FOUND]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'The order was not found.',
  },
  [ErrorCode.WITHDRAW_DAILY_LIMIT]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'You have reached today’s number of withdrawals.',
  },
  [ErrorCode.WITHDRAW_WAGERING_REQUIRED]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Play through your remaining turnover before withdrawing.',
  },
  [ErrorCode.WITHDRAW_BLOCKED]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Withdrawals are paused for 24 hours after a change of receiving account or password.',
  },
  [ErrorCode.BANK_ACCOUNT_NOT_FOUND]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'The receiving account was not found.',
  },
  [ErrorCode.BANK_ACCOUNT_LIMIT]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'You already have the most receiving accounts allowed.',
  },
  [ErrorCode.SAFEBOX_PASSWORD_WRONG]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'The safebox password is not correct.',
  },
  [ErrorCode.SAFEBOX_PASSWORD_NOT_SET]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Set a safebox password first.',
  },
  [ErrorCode.SAFEBOX_PASSWORD_CHANGE_NEEDS_CODE]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Changing the safebox password needs a code sent to your phone.',
  },
  [ErrorCode.PROOF_REQUIRED]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Confirm with your password (or a code sent to your phone).',
  },
  [ErrorCode.BANK_UNKNOWN]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'This bank is not available.',
  },
  [ErrorCode.ORDER_STATE_CONFLICT]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'The order is no longer in a state that allows this.',
  },
  [ErrorCode.DEPOSIT_LIMIT_REACHED]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'This deposit would pass your deposit limit.',
  },
  [ErrorCode.BONUS_FORFEIT_REQUIRED]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Withdrawing now ends your active bonus and its winnings. Confirm to go on.',
  },
  [ErrorCode.BONUS_ROUND_OPEN]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'A game round played with your bonus is still open. Finish it first.',
  },
  [ErrorCode.BONUS_NOT_FOUND]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'You have no active bonus.',
  },
  [ErrorCode.GAME_NOT_FOUND]: {
    module: 'games',
    httpStatus: 200,
    msg: 'This game is not available.',
  },
  [ErrorCode.GAME_TRY_IT_UNAVAILABLE]: {
    module: 'games',
    httpStatus: 200,
    msg: 'This game has no demo play. Please sign in to play.',
  },
  [ErrorCode.GAME_SESSION_CLOSED]: {
    module: 'games',
    httpStatus: 200,
    msg: 'The game session has ended. Please open the game again.',
  },
  [ErrorCode.GAME_NOT_BUILTIN]: {
    module: 'games',
    httpStatus: 200,
    msg: 'This game is played on its provider’s page.',
  },
  [ErrorCode.GAME_BET_INVALID]: {
    module: 'games',
    httpStatus: 200,
    msg: 'This bet is not valid for the game.',
  },
  [ErrorCode.GAME_BET_ABOVE_MAX]: {
    module: 'games',
    httpStatus: 200,
    msg: 'The bet is above this game’s maximum.',
  },
  [ErrorCode.GAME_WIN_ABOVE_MAX]: {
    module: 'games',
    httpStatus: 200,
    msg: 'This bet could win more than this game’s maximum win. Lower the bet or the target.',
  },
  [ErrorCode.BONUS_MAX_BET]: {
    module: 'games',
    httpStatus: 200,
    msg: 'While a bonus is being wagered, a bet may not be above its maximum bet.',
  },
  [ErrorCode.GAME_PROVIDER_UNAVAILABLE]: {
    module: 'games',
    httpStatus: 200,
    msg: 'This game’s provider is not available right now. Please try again later or pick another game.',
  },
  [ErrorCode.REWARD_NOT_FOUND]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This reward is not yours to claim.',
  },
  [ErrorCode.REWARD_EXPIRED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This reward has expired.',
  },
  [ErrorCode.REWARD_BUDGET_SPENT]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This activity has paid out all its rewards. Watch for the next one.',
  },
  [ErrorCode.REWARD_PLAYER_CAP]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'You have received the most this activity pays one player.',
  },
  [ErrorCode.REWARD_NEEDS_PHONE]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'Verify your phone number to claim this bonus.',
  },
  [ErrorCode.REWARD_DEVICE_USED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This reward has already been claimed by another account on this device.',
  },
  [ErrorCode.VIP_NO_AWARD]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'Your VIP level has no such award. Level up to receive one.',
  },
  [ErrorCode.VIP_TASK_NOT_FOUND]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This VIP task does not exist.',
  },
  [ErrorCode.VIP_LEVEL_TOO_LOW]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'Your VIP level is too low for this task. Level up to unlock it.',
  },
  [ErrorCode.VIP_TASK_NOT_REACHED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This task’s goal is not reached yet.',
  },
  [ErrorCode.VIP_PLAY_NEEDED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'Play a little more first: this award asks for valid bets in its period.',
  },
  [ErrorCode.COUPON_NOT_FOUND]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This coupon is not yours to use.',
  },
  [ErrorCode.COUPON_UNAVAILABLE]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This coupon has been used, or another deposit is holding it.',
  },
  [ErrorCode.COUPON_EXPIRED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This coupon has expired.',
  },
  [ErrorCode.COUPON_DEPOSIT_BELOW_MIN]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This deposit is below the coupon’s minimum.',
  },
  [ErrorCode.COUPON_DEPOSIT_NOT_EXACT]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This coupon is for a deposit of one set amount only.',
  },
  [ErrorCode.COUPON_BONUS_OPEN]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'A bonus is being played: coupons can be used once it ends.',
  },
  [ErrorCode.TASK_NOT_FOUND]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This task does not exist.',
  },
  [ErrorCode.TASK_NOT_REACHED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This task’s goal is not reached yet.',
  },
  [ErrorCode.TASK_COUNTED_BY_SERVER]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This task counts by itself as you play: nothing to do here.',
  },
  [ErrorCode.TASK_CHEST_NOT_FOUND]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This chest does not exist.',
  },
  [ErrorCode.TASK_CHEST_NOT_REACHED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'Collect more liveness to open this chest.',
  },
  [ErrorCode.SIGN_IN_CLOSED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'The daily sign-in is not running right now.',
  },
  [ErrorCode.SIGN_IN_NOTHING_TO_MAKE_UP]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'That day cannot be made up: only a missed day of this week can.',
  },
  [ErrorCode.SIGN_IN_MAKE_UP_DISABLED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'Making up a missed day is not offered right now.',
  },
  [ErrorCode.POINTS_NOT_ENOUGH]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'You do not have enough points.',
  },
  [ErrorCode.LOGIN_BONUS_CLOSED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'The login bonus is not running right now.',
  },
  [ErrorCode.LOGIN_BONUS_CLAIMED_TODAY]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'You have claimed today’s login bonus: come back tomorrow.',
  },
  [ErrorCode.LOGIN_BONUS_NOT_SIGNED_IN]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'Sign in today first, then claim the login bonus.',
  },
  [ErrorCode.LOGIN_BONUS_DONE]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'You have claimed every day of the login bonus.',
  },
  [ErrorCode.POINTS_SHOP_CLOSED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'The points shop is not open right now.',
  },
  [ErrorCode.POINTS_ITEM_NOT_FOUND]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'That item is not in the points shop.',
  },
  [ErrorCode.POINTS_ITEM_SOLD_OUT]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'You have bought all of that item you can for now.',
  },
  [ErrorCode.POINTS_REQUEST_REUSED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'That purchase was made before with another item.',
  },
  [ErrorCode.FOLLOW_CHANNEL_NOT_FOUND]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This channel has no follow reward.',
  },
  [ErrorCode.FOLLOW_NOT_OPENED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'Open the channel first, then collect its reward.',
  },
  [ErrorCode.FUND_CLOSED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'The growth fund is not on sale.',
  },
  [ErrorCode.FUND_NOT_BOUGHT]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'Buy the growth fund first.',
  },
  [ErrorCode.FUND_NO_MILESTONE]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'The growth fund has no return at this VIP level.',
  },
  [ErrorCode.FUND_LEVEL_NOT_REACHED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'Reach this VIP level first.',
  },
  [ErrorCode.INVITE_SPIN_CLOSED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'The invite spin is not running.',
  },
  [ErrorCode.INVITE_SPIN_NO_ATTEMPT]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'Open the invite spin first.',
  },
  [ErrorCode.INVITE_SPIN_NO_SPINS]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'No spins left: invite friends for more.',
  },
  [ErrorCode.INVITE_SPIN_STALE]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'The wheel has moved on: reload it and spin again.',
  },
  [ErrorCode.INVITE_SPIN_NOT_REACHED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'Reach the target first.',
  },
  [ErrorCode.INVITE_SPIN_EXPIRED]: {
    module: 'rewards',
    httpStatus: 200,
    msg: 'This invite spin has ended.',
  },
  [ErrorCode.CONFIG_UNAVAILABLE]: {
    module: 'content',
    httpStatus: 200,
    msg: 'The app configuration is not available yet.',
  },
  [ErrorCode.MAIL_NOT_FOUND]: {
    module: 'mail',
    httpStatus: 200,
    msg: 'This message does not exist or was deleted.',
  },
  [ErrorCode.MAIL_NO_ATTACHMENT]: {
    module: 'mail',
    httpStatus: 200,
    msg: 'This message has nothing to claim.',
  },
  [ErrorCode.MAIL_EXPIRED]: {
    module: 'mail',
    httpStatus: 200,
    msg: 'This message has expired: its reward can no longer be claimed.',
  },
  [ErrorCode.MAIL_UNCLAIMED]: {
    module: 'mail',
    httpStatus: 200,
    msg: 'Claim the reward of this message before deleting it.',
  },
  [ErrorCode.FEEDBACK_TYPE_UNKNOWN]: {
    module: 'content',
    httpStatus: 200,
    msg: 'Choose one of the listed types of feedback.',
  },
  [ErrorCode.FEEDBACK_IMAGE_TYPE]: {
    module: 'content',
    httpStatus: 200,
    msg: 'Images must be JPEG, PNG or WebP pictures.',
  },
  [ErrorCode.FEEDBACK_IMAGE_TOO_LARGE]: {
    module: 'content',
    httpStatus: 200,
    msg: 'An image is too large: at most 2 MB each and 6 MB in all.',
  },
  [ErrorCode.FEEDBACK_IMAGE_DIMENSIONS]: {
    module: 'content',
    httpStatus: 200,
    msg: 'An image is too large: at most 4096 pixels on a side.',
  },
  [ErrorCode.FEEDBACK_TOO_MANY_IMAGES]: {
    module: 'content',
    httpStatus: 200,
    msg: 'Too many images for one feedback.',
  },
  [ErrorCode.FEEDBACK_RATE_LIMITED]: {
    module: 'content',
    httpStatus: 200,
    msg: 'You have sent a lot of feedback: please wait before sending more.',
  },
  [ErrorCode.FEEDBACK_NOT_FOUND]: {
    module: 'content',
    httpStatus: 200,
    msg: 'This feedback does not exist.',
  },
  [ErrorCode.FEEDBACK_CLOSED]: {
    module: 'content',
    httpStatus: 200,
    msg: 'This feedback is closed: send a new one.',
  },
  [ErrorCode.FEEDBACK_THREAD_FULL]: {
    module: 'content',
    httpStatus: 200,
    msg: 'This conversation is full: send a new feedback.',
  },
  [ErrorCode.CHAT_RATE_LIMITED]: {
    module: 'chat',
    httpStatus: 200,
    msg: 'You are sending messages too fast. Please wait a moment.',
  },
  [ErrorCode.CHAT_IMAGE_NEEDS_SIGN_IN]: {
    module: 'chat',
    httpStatus: 200,
    msg: 'Sign in to send images.',
  },
  [ErrorCode.CHAT_CONVERSATION_NOT_FOUND]: {
    module: 'chat',
    httpStatus: 200,
    msg: 'This conversation does not exist.',
  },
  [ErrorCode.CHAT_CONVERSATION_CLOSED]: {
    module: 'chat',
    httpStatus: 200,
    msg: 'This conversation is closed. Reopen it first.',
  },
  [ErrorCode.CHAT_IMAGE_UNKNOWN]: {
    module: 'chat',
    httpStatus: 200,
    msg: 'The image was not found. Please attach it again.',
  },
  [ErrorCode.STAFF_SIGN_IN_FAILED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The email or password is wrong.',
  },
  [ErrorCode.STAFF_FORBIDDEN]: {
    module: 'console',
    httpStatus: 403,
    msg: 'Your role does not allow this.',
  },
  [ErrorCode.STAFF_CODE_WRONG]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The code is wrong or was already used.',
  },
  [ErrorCode.STAFF_LOCKED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'Too many wrong codes. Try again in 15 minutes.',
  },
  [ErrorCode.STAFF_SIGN_IN_EXPIRED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The sign-in took too long. Please start again.',
  },
  [ErrorCode.STAFF_EMAIL_TAKEN]: {
    module: 'console',
    httpStatus: 200,
    msg: 'A staff member with this email exists.',
  },
  [ErrorCode.STAFF_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This staff member does not exist.',
  },
  [ErrorCode.STAFF_PASSWORD_WRONG]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The current password is wrong.',
  },
  [ErrorCode.STAFF_NOT_YOURSELF]: {
    module: 'console',
    httpStatus: 200,
    msg: 'You cannot disable yourself or change your own role.',
  },
  [ErrorCode.STAFF_SESSION_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This session has ended or does not exist.',
  },
  [ErrorCode.MAIL_BROADCAST_INVALID]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The broadcast cannot be sent as it is.',
  },
  [ErrorCode.MAIL_BROADCAST_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This broadcast does not exist.',
  },
  [ErrorCode.MAIL_BROADCAST_STARTED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This broadcast has started or was cancelled; it can no longer be cancelled.',
  },
  [ErrorCode.WITHDRAWAL_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This withdrawal does not exist.',
  },
  [ErrorCode.WITHDRAWAL_ALREADY_DECIDED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This withdrawal has been decided already.',
  },
  [ErrorCode.WITHDRAWAL_REASON_REQUIRED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'Say why the withdrawal is refused.',
  },
  [ErrorCode.WITHDRAWAL_REFERENCE_REQUIRED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'Enter the bank’s reference of the payment.',
  },
  [ErrorCode.WITHDRAWAL_NOT_APPROVED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'Only an approved withdrawal can be marked paid.',
  },
  [ErrorCode.WITHDRAWAL_PROVIDER_PAYS]: {
    module: 'console',
    httpStatus: 200,
    msg: 'A payout provider is paying this withdrawal; it cannot be marked paid by hand.',
  },
  [ErrorCode.DEPOSIT_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This deposit does not exist.',
  },
  [ErrorCode.PLAYER_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This player does not exist.',
  },
  // Staff lock it in the console; the player meets it at sign-in, so the app tells it.
  [ErrorCode.PLAYER_LOCKED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This account is locked. Please contact support.',
  },
  [ErrorCode.PLAYER_SESSION_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This session has ended or is not this player’s.',
  },
  [ErrorCode.ADJUSTMENT_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This balance adjustment does not exist.',
  },
  [ErrorCode.ADJUSTMENT_DECIDED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This balance adjustment was already approved or refused.',
  },
  [ErrorCode.ADJUSTMENT_OWN]: {
    module: 'console',
    httpStatus: 200,
    msg: 'Another staff member must approve or refuse your own adjustment.',
  },
  [ErrorCode.ADJUSTMENT_BALANCE_TOO_LOW]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The player’s coin balance is lower than this debit.',
  },
  [ErrorCode.CONFIG_STALE_REVISION]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The config was changed by someone else since you opened it: reload it and make your change again.',
  },
  [ErrorCode.CONFIG_REVISION_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'There is no such config revision.',
  },
};

export const isErrorCode = (value: number): value is ErrorCode => value in errorCatalogue;
