import type { Caller } from './accounts-deps';

/** Whose wrong passwords a count is of: an account name or a phone. */
export const identityOfAccount = (account: string) => `account:${account}`;
export const identityOfMobile = (mobile: string) => `mobile:${mobile}`;

/** The caller's own budgets of wrong passwords: per IP and per device. */
export const sourceKeys = (caller: Pick<Caller, 'ip' | 'fingerprint'>) => [
  ...(caller.ip ? [`pw-ip:${caller.ip}`] : []),
  ...(caller.fingerprint ? [`pw-device:${caller.fingerprint.slice(0, 128)}`] : []),
];
