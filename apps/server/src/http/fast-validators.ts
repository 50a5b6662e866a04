import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppConfigRequest } from '@lobby/contract/app-config';
import { AppEventLogClientRequest } from '@lobby/contract/telemetry';
import { EVENT_BATCH_MAX } from '@lobby/contract/values/telemetry';

/**
 * Hand-written checks for the bodies of the hot calls, each accepting a subset of what the
 * contract's zod schema accepts and answering exactly zod's output for it (unknown keys dropped,
 * schema order). Whatever a check does not accept goes to zod, which then accepts or refuses it
 * with its own issues: refusals, and odd but valid bodies, are zod's alone. The checks only make
 * the common, valid body cheap (zod walks its schema tree per value; a 20-event batch took
 * ~3 µs per event). fast-validators.test.ts proves the subset-and-same-output property on
 * generated bodies.
 */
export type FastCheck = (data: unknown) => { value: unknown } | undefined;

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const isString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/**
 * An optional field's key is there holding undefined (never from JSON): zod would answer the key
 * with undefined, so such a body is left to zod.
 */
const undefinedKey = (body: Plain, key: string) => key in body;

/** The contract's CommonBody (all optional) onto `out`; false when one is present and wrong. */
const commonInto = (body: Plain, out: Plain): boolean => {
  const { appId, channel, clientReferrer, platform, appVersion } = body;
  if (appId === undefined) {
    if (undefinedKey(body, 'appId')) return false;
  } else {
    if (!isString(appId, 64)) return false;
    out.appId = appId;
  }
  if (channel === undefined) {
    if (undefinedKey(body, 'channel')) return false;
  } else {
    if (!isString(channel, 32)) return false;
    out.channel = channel;
  }
  if (clientReferrer === undefined) {
    if (undefinedKey(body, 'clientReferrer')) return false;
  } else {
    if (!isString(clientReferrer, 1024)) return false;
    out.clientReferrer = clientReferrer;
  }
  if (platform === undefined) {
    if (undefinedKey(body, 'platform')) return false;
  } else {
    if (platform !== 0 && platform !== 1) return false;
    out.platform = platform;
  }
  if (appVersion === undefined) {
    if (undefinedKey(body, 'appVersion')) return false;
  } else {
    if (!isString(appVersion, 32)) return false;
    out.appVersion = appVersion;
  }
  return true;
};

export const checkAppConfigRequest: FastCheck = (data) => {
  if (!isPlain(data)) return undefined;
  const out: Plain = {};
  if (!commonInto(data, out)) return undefined;
  const { version } = data;
  if (version === undefined) {
    if (undefinedKey(data, 'version')) return undefined;
  } else {
    if (!isString(version, 64)) return undefined;
    out.version = version;
  }
  return { value: out };
};

export const checkAppEventLogClientRequest: FastCheck = (data) => {
  if (!isPlain(data)) return undefined;
  const out: Plain = {};
  if (!commonInto(data, out)) return undefined;
  const { eventList } = data;
  if (!Array.isArray(eventList) || eventList.length < 1 || eventList.length > EVENT_BATCH_MAX) {
    return undefined;
  }
  // The events are checked one by one by the telemetry service (a bad one refused alone).
  out.eventList = [...eventList];
  return { value: out };
};

/** The contract schemas that have a fast check. */
export const fastChecks = new Map<z.ZodType, FastCheck>([
  [AppConfigRequest, checkAppConfigRequest],
  [AppEventLogClientRequest, checkAppEventLogClientRequest],
]);

/** fastify-type-provider-zod's validator compiler, with the fast check first where one exists. */
export const fastValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const viaZod = validatorCompiler(route);
  const fast = fastChecks.get(route.schema);
  if (!fast) return viaZod;
  return (data: unknown) => fast(data) ?? viaZod(data);
};
