import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { eraseSessions, exportSessions } from '../sessions/sessions-data-rights';
import { identityOfAccount, identityOfMobile } from './password-identities';

/**
 * The accounts' part of the data rights (ADR 0074; docs/player-protection.md "Data rights").
 * The export: the profile (never the password's hash: only whether one is set), the linked
 * social identities and the sessions. The erasure keeps the user row, so the ledger, the rounds
 * and the invitation tree keep their owner, under the pseudonym `erased-<id>`, and blanks the
 * rest: account name, phone, avatar, password, social identities, the SMS codes and texts sent
 * to the phone, the password failures counted on its identities, and the sessions' devices.
 */

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The pseudonym an erased account keeps as its nickname. */
export const erasedNickname = (userId: number) => `erased-${userId}`;

export const exportAccount = async (db: Db, userId: number) => {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'uuid',
      'nickname',
      'account',
      'mobile',
      'mobile_verified as mobileVerified',
      'avatar',
      'invite_code as inviteCode',
      'pid as inviterId',
      'has_kyc as hasKyc',
      'created_at as createdAt',
      'password_changed_at as passwordChangedAt',
      sql<boolean>`password_hash is not null`.as('hasPassword'),
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const social = await db
    .selectFrom('user_social_accounts')
    .select(['provider', 'name', 'email', 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return {
    profile: {
      ...user,
      id: Number(user.id),
      inviterId: user.inviterId === null ? null : Number(user.inviterId),
      createdAt: iso(user.createdAt),
      passwordChangedAt: iso(user.passwordChangedAt),
    },
    socialIdentities: social.map((s) => ({
      provider: s.provider,
      name: s.name,
      email: s.email,
      linkedAt: iso(s.createdAt),
    })),
    sessions: await exportSessions(db, userId),
  };
};

export const eraseAccount = async (trx: Db, userId: number): Promise<void> => {
  const before = await trx
    .selectFrom('users')
    .select(['mobile', 'account'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const identities = [
    ...(before.mobile === null ? [] : [identityOfMobile(before.mobile)]),
    ...(before.account === null ? [] : [identityOfAccount(before.account)]),
  ];
  if (before.mobile !== null) {
    await trx.deleteFrom('sms_codes').where('mobile', '=', before.mobile).execute();
    await trx.deleteFrom('sms_outbox').where('mobile', '=', before.mobile).execute();
  }
  if (identities.length > 0)
    await trx.deleteFrom('password_failures').where('identity', 'in', identities).execute();
  await trx.deleteFrom('proof_failures').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_social_accounts').where('user_id', '=', userId).execute();
  await trx
    .updateTable('users')
    .set({
      nickname: erasedNickname(userId),
      account: null,
      mobile: null,
      mobile_verified: false,
      avatar: sql<string>`default`,
      avatar_other: '',
      password_hash: null,
      password_changed_at: null,
      erased_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .execute();
  await eraseSessions(trx, userId);
};
