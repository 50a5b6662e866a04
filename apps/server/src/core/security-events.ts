import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, type Registry } from 'prom-client';

/**
 * What an operator's security monitoring watches for. Each kind is one log line
 * (`msg: "security event"`, `security: <kind>`) and one step of
 * `security_events_total{kind}` in /metrics.
 */
export const SecurityEventKind = {
  /** A password sign-in refused (wrong password or unknown identity). */
  SignInFailed: 'sign_in_failed',
  /** An identity's sign-in slowed down or put behind a challenge after repeated failures. */
  SignInThrottled: 'sign_in_throttled',
  /**
   * A console sign-in refused (`detail.reason`: wrong_password, unknown_account, locked,
   * wrong_code, expired): staff accounts move money, so they are watched apart from players'.
   */
  StaffSignInFailed: 'staff_sign_in_failed',
  /** A console sign-in's password step refused unchecked: the email waits after wrong passwords. */
  StaffSignInThrottled: 'staff_sign_in_throttled',
  /** A challenge (proof of work) missing, wrong or stale. */
  ChallengeFailed: 'challenge_failed',
  /** An SMS code that did not match, or a dead code tried. */
  SmsCodeWrong: 'sms_code_wrong',
  /** A code refused for its send limits. */
  SmsSendLimited: 'sms_send_limited',
  /** A wrong current password, safebox PIN or proof for a money change. */
  ProofWrong: 'proof_wrong',
  /** A per-account counter of wrong proofs reached its lock. */
  ProofLocked: 'proof_locked',
  /** A phone proven by a code took over an unverified account: other sessions and the password ended. */
  UnverifiedPhoneClaimed: 'unverified_phone_claimed',
  /** Sessions ended by the player (one, or every other). */
  SessionsEnded: 'sessions_ended',
  /** A request refused for a signature (webhook, provider call) that did not verify. */
  SignatureRefused: 'signature_refused',
  /** A no-deposit reward's claim refused for its velocity limits (per IP, /24, phone prefix). */
  RewardVelocity: 'reward_velocity',
  /** A player exported their data (exportMyData): watched, as a stolen session would do it. */
  DataExported: 'data_exported',
  /** A development endpoint asked for from outside the machine. */
  DevEndpointRefused: 'dev_endpoint_refused',
} as const;
export type SecurityEventKind = (typeof SecurityEventKind)[keyof typeof SecurityEventKind];

/** Who, where and what of an event; never a secret (password, code, token, PIN). */
export interface SecurityEventFields {
  userId?: number | null;
  /** The identity tried (account name, phone): logged masked, see `maskIdentity`. */
  identity?: string | null;
  ip?: string | null;
  fingerprint?: string | null;
  requestId?: string | null;
  /** The call or route concerned. */
  call?: string;
  /** Anything else worth reading (reason, counts, wait); plain values only. */
  detail?: Record<string, string | number | boolean | null>;
}

/**
 * An identity as the logs may show it: a phone keeps its country part and last two digits, an
 * account name its first two characters, each with a short hash that tells the same identity
 * apart across lines without revealing it.
 */
export const maskIdentity = (identity: string): string => {
  const tag = createHash('sha256').update(identity).digest('hex').slice(0, 8);
  if (identity.startsWith('+')) return `${identity.slice(0, 3)}…${identity.slice(-2)}#${tag}`;
  return `${identity.slice(0, 2)}…#${tag}`;
};

export class SecurityEvents {
  readonly #counter: Counter<'kind'>;

  constructor(
    private readonly log: FastifyBaseLogger,
    registry?: Registry,
  ) {
    this.#counter = new Counter({
      name: 'security_events_total',
      help: 'Security events (failed sign-ins, throttles, wrong codes and proofs …) by kind.',
      labelNames: ['kind'] as const,
      registers: registry ? [registry] : [],
    });
  }

  record(kind: SecurityEventKind, fields: SecurityEventFields = {}): void {
    this.#counter.inc({ kind });
    const { identity, detail, ...rest } = fields;
    this.log.warn(
      {
        security: kind,
        ...rest,
        ...(identity ? { identity: maskIdentity(identity) } : {}),
        ...(detail ? { detail } : {}),
      },
      'security event',
    );
  }

  /** How many events of a kind were recorded (tests). */
  async count(kind: SecurityEventKind): Promise<number> {
    const metric = await this.#counter.get();
    return metric.values.find((v) => v.labels.kind === kind)?.value ?? 0;
  }
}
