import { isIPv4, isIPv6 } from 'node:net';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The signals a player is seen with (docs/security.md "Fraud and abuse"), as risk_signals keeps
 * them: one (kind, value) each.
 * - `device`: the fingerprint header, or `none` when the request sent none (a missing
 *   fingerprint is a signal, never an exemption);
 * - `ip`, `ip24`: the client IP and its network, the /24 of IPv4, the /64 of IPv6;
 * - `phone`, `phonePrefix`: the number (E.164) and its country code with the first 3 digits of
 *   the national number (`+63 917`), the size of a carrier's block in most plans;
 * - `payoutAccount`: a receiving account, `<bankId>:<number>` upper-case without spaces or dashes;
 * - `paymentMethod`: the deposit provider's fingerprint of what paid, when it gives one;
 * - `signUpIp24`: the network a player signed up from (the sign-up bursts).
 */
export const SIGNAL_KINDS = [
  'device',
  'ip',
  'ip24',
  'phone',
  'phonePrefix',
  'payoutAccount',
  'paymentMethod',
  'signUpIp24',
] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

export interface Signal {
  kind: SignalKind;
  value: string;
}

/** The device of a request without a fingerprint. */
export const NO_DEVICE = 'none';

/** A fingerprint as long as a session keeps it. */
const MAX_VALUE = 128;

const mappedIpv4 = (ip: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? null;

/** An IPv6 address's eight groups, lower-case without leading zeros. */
const ipv6Groups = (ip: string): string[] => {
  const [head = '', tail = ''] = ip.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups.map((g) => g.replace(/^0+(?=.)/, '').toLowerCase());
};

/** The address as kept (an IPv4 mapped into IPv6 as IPv4), null when it is none. */
export const normalIp = (ip: string | null | undefined): string | null => {
  if (!ip) return null;
  const mapped = mappedIpv4(ip);
  if (mapped) return mapped;
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip)) return ipv6Groups(ip).join(':');
  return null;
};

/** The network of an address: `a.b.c.0/24`, or the first four groups of IPv6 with `::/64`. */
export const networkOf = (ip: string): string =>
  isIPv4(ip)
    ? `${ip.split('.').slice(0, 3).join('.')}.0/24`
    : `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;

/** A phone's prefix: `+<country code> <first 3 national digits>`; null when it does not parse. */
export const phonePrefixOf = (mobile: string): string | null => {
  const parsed = parsePhoneNumberFromString(mobile);
  if (!parsed) return null;
  return `+${parsed.countryCallingCode} ${parsed.nationalNumber.slice(0, 3)}`;
};

/** A receiving account as one value: the bank and the number, upper-case, no spaces or dashes. */
/** What paid a deposit, as its provider fingerprints it (named by provider: two never meet). */
export const paymentMethodOf = (provider: string, fingerprint: string): Signal => ({
  kind: 'paymentMethod',
  value: `${provider}:${fingerprint}`.slice(0, 200),
});

export const payoutAccountOf = (bankId: number, accountNo: string): Signal => ({
  kind: 'payoutAccount',
  value: `${bankId}:${accountNo.replace(/[\s-]/g, '').toUpperCase()}`,
});

/** What a request tells: its device (or `none`), its IP and network. */
export const requestSignals = (request: {
  ip: string | null | undefined;
  fingerprint: string | null | undefined;
}): Signal[] => {
  const device = request.fingerprint?.slice(0, MAX_VALUE) || NO_DEVICE;
  const ip = normalIp(request.ip);
  return [
    { kind: 'device', value: device },
    ...(ip
      ? [
          { kind: 'ip' as const, value: ip },
          { kind: 'ip24' as const, value: networkOf(ip) },
        ]
      : []),
  ];
};

/** What a phone tells: the number and its prefix. */
export const phoneSignals = (mobile: string | null | undefined): Signal[] => {
  if (!mobile) return [];
  const prefix = phonePrefixOf(mobile);
  return [
    { kind: 'phone', value: mobile },
    ...(prefix ? [{ kind: 'phonePrefix' as const, value: prefix }] : []),
  ];
};

/** What a sign-up tells besides its request: the network it came from. */
export const signUpSignals = (ip: string | null | undefined): Signal[] => {
  const normal = normalIp(ip);
  return normal ? [{ kind: 'signUpIp24', value: networkOf(normal) }] : [];
};

/**
 * A value as the console shows it: an address to its network, a device, payment method or
 * phone to its first and last characters, an account to its bank and last four.
 */
export const maskSignal = ({ kind, value }: Signal): string => {
  switch (kind) {
    case 'ip':
      return networkOf(value).replace(/\.0\/24$/, '.x');
    case 'payoutAccount': {
      const [bank = '', number = ''] = value.split(':');
      return `${bank}:****${number.slice(-4)}`;
    }
    case 'device':
    case 'paymentMethod':
    case 'phone':
      return value === NO_DEVICE || value.length <= 6
        ? value
        : `${value.slice(0, 3)}…${value.slice(-2)}`;
    default:
      return value;
  }
};
