/** Each call is served at POST /app/v1/<name> (docs/api.md). */
export const callPath = (name: string) => `/app/v1/${name}`;

/** public: no session needed; session: 401 without a valid session. */
export type Access = 'public' | 'session';

/**
 * The calls that need no session besides the anonymous/ ones: signing in and registering, and
 * starting a game (for tryIt; a real launch without a session is refused like any other call),
 * and which activities are live (the lobby shows visitors its live activities too).
 * The registry takes each call's access from here, and a client knows by it that a 401 on one of
 * them is no reason to end the player's session.
 */
export const PUBLIC_CALLS: readonly string[] = [
  'smsSend',
  'accountLoginSms',
  'accountRegist4',
  'accountRegist',
  'accountLogin',
  'forgetPassword',
  'googleLogin',
  'facebookLogin',
  'lineLogin',
  'startGame',
  'getActivityIds',
  // The offers' pages show visitors what they pay (the state of a visitor: open, not bought).
  'firstDepositInfo',
  'followInfo',
  'fundInfo',
  // A visit through an invite link, before any sign-in (docs/rewards/sharing.md).
  'actInviteClickInvite',
  // Visitors reach customer service too (docs/service.md).
  'getCustomerServices',
];

export const isPublicCall = (name: string) =>
  name.startsWith('anonymous/') || PUBLIC_CALLS.includes(name);

export const callAccess = (name: string): Access => (isPublicCall(name) ? 'public' : 'session');
