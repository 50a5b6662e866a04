import {
  REQUEST_TIMEOUT_2G_MS,
  REQUEST_TIMEOUT_3G_MS,
  REQUEST_TIMEOUT_MS,
} from '../config/constants';
import { storageKeys } from '../config/storage-keys';
import { local } from './storage';

interface NetworkInformationLike {
  effectiveType?: string;
}

/** docs/api.md: 10 s; 20 s on a 2g connection; 30 s on 3g (slow-2g counts as 2g). */
export const requestTimeoutMs = (
  connection: NetworkInformationLike | undefined = (
    navigator as Navigator & { connection?: NetworkInformationLike }
  ).connection,
): number => {
  switch (connection?.effectiveType) {
    case '2g':
    case 'slow-2g':
      return REQUEST_TIMEOUT_2G_MS;
    case '3g':
      return REQUEST_TIMEOUT_3G_MS;
    default:
      return REQUEST_TIMEOUT_MS;
  }
};

/** platform in every body: 0 on mobile devices, 1 otherwise. */
export const platform = (userAgent = navigator.userAgent): 0 | 1 => {
  const uaData = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (userAgent === navigator.userAgent && typeof uaData?.mobile === 'boolean') {
    return uaData.mobile ? 0 : 1;
  }
  return /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i.test(userAgent) ? 0 : 1;
};

const randomId = () => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** A stable per-device id sent as the fingerprint header; made once and kept. */
export const fingerprint = (): string => {
  const known = local.get(storageKeys.fingerprint);
  if (known) return known;
  const made = randomId();
  local.set(storageKeys.fingerprint, made);
  return made;
};
