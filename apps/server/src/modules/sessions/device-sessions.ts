import { isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';
import type { DeviceSession } from '@lobby/contract/account';
import type { z } from 'zod';
import type { Db } from '@/db/database';
import { listLiveSessions, revokeOwnSession, revokeSessionsExcept } from './sessions.repo';
import type { SessionsEnded } from './session-cache';
import { epochSeconds } from '@/core/epoch-seconds';

type Row = Awaited<ReturnType<typeof listLiveSessions>>[number];

/**
 * An address as the player's list shows it: enough to recognise a network, not to find a home.
 * IPv4 keeps its /24 ("203.0.113.x"), IPv6 its /48 ("2001:db8:1::/48").
 */
export const maskIp = (ip: string | null): string => {
  if (!ip) return '';
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.x`;
  if (isIPv6(ip)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped) return maskIp(mapped[1]!);
    const [head = '', tail = ''] = ip.split('::');
    const left = head === '' ? [] : head.split(':');
    const right = tail === '' ? [] : tail.split(':');
    const groups = ip.includes('::')
      ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
      : left;
    return `${groups
      .slice(0, 3)
      .map((g) => g.replace(/^0+(?=.)/, '').toLowerCase())
      .join(':')}::/48`;
  }
  return '';
};

/**
 * What a device is, in a few words: what the app reported (model and system), or else what the
 * browser's user agent tells ("Chrome on Android"); "" when nothing is known.
 */
export const deviceSummary = (row: Pick<Row, 'deviceModel' | 'deviceOs' | 'userAgent'>) => {
  const reported = [row.deviceModel, row.deviceOs].filter(Boolean).join(' · ');
  if (reported) return reported.slice(0, 80);
  if (!row.userAgent) return '';
  const parser = Bowser.getParser(row.userAgent);
  const browser = parser.getBrowserName();
  const os = parser.getOSName();
  if (browser && os) return `${browser} on ${os}`;
  return (browser || os || '').slice(0, 80);
};

/** The player's live sessions as their list shows them, `currentId` marked. */
export const listDeviceSessions = async (
  db: Db,
  userId: number,
  currentId: number,
): Promise<z.infer<typeof DeviceSession>[]> =>
  (await listLiveSessions(db, userId)).map((row) => ({
    id: row.id,
    device: deviceSummary(row),
    ip: maskIp(row.ip),
    createdAt: epochSeconds(row.createdAt),
    lastSeenAt: epochSeconds(row.lastSeenAt),
    current: row.id === currentId,
  }));

/** Ends one live session of the player's own; false when it is not theirs, not live or unknown. */
export const endOwnSession = async (db: Db, userId: number, id: number, ended: SessionsEnded) => {
  const done = Number((await revokeOwnSession(db, userId, id)).numUpdatedRows) > 0;
  if (done) ended.sessionsEnded(userId);
  return done;
};

/** Ends every session of the player's but `keepId`; answers how many ended. */
export const endOtherSessions = async (
  db: Db,
  userId: number,
  keepId: number,
  ended: SessionsEnded,
) => {
  const count = Number((await revokeSessionsExcept(db, userId, keepId)).numUpdatedRows);
  if (count > 0) ended.sessionsEnded(userId);
  return count;
};
