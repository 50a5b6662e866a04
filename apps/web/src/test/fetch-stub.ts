import { vi } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import { configFixture } from './fixtures/app-config';
import { ActivityType } from '@lobby/contract/values/enums';

export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
  /** Whether the request outlives the page (fetch's keepalive). */
  keepalive: boolean;
}

export const envelope = (data: unknown, code = 200, errcode = 0, msg = 'ok') =>
  new Response(JSON.stringify({ code, errcode, msg, data }), {
    status: code === 200 ? 200 : code,
    headers: { 'content-type': 'application/json' },
  });

type Handler = (req: SeenRequest, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch; records every request and answers through `handler`. */
export function stubFetch(handler: Handler) {
  const seen: SeenRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>),
    );
    const req: SeenRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body:
        typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
      keepalive: init.keepalive === true,
    };
    seen.push(req);
    return handler(req, init);
  });
  vi.stubGlobal('fetch', fn);
  return { fn, seen };
}

/**
 * getActivityIds as a server would answer it if every configured activity were live (in its
 * window, its system built), in activity order; a visitor's deposits are 0.
 */
export const allLiveIds = (config: AppConfig, totalRecharge = 0) => {
  const live = [...config.activities].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const activityMap: Record<string, number> = {};
  for (const a of live) activityMap[String(a.type)] ??= a.id;
  return {
    activityMap,
    activityIds: live.map((a) => a.id),
    hasTurntable: live.some((a) => a.type === ActivityType.InviteUserSpin),
    totalRecharge,
  };
};

/**
 * A server that answers appConfig with the fixture, every activity live (getActivityIds), and
 * accepts telemetry.
 */
export const stubConfigServer = (config: AppConfig = configFixture, version = 'v1') =>
  stubFetch((req) => {
    if (req.url.endsWith('/anonymous/appConfig')) {
      return envelope(
        req.body?.version === version
          ? { version, notModified: true }
          : { version, notModified: false, config },
      );
    }
    if (req.url.endsWith('/anonymous/appEventLogClient')) return envelope({ accepted: 1 });
    if (req.url.endsWith('/getActivityIds')) return envelope(allLiveIds(config));
    return envelope(undefined, 404, 404, 'Not found.');
  });

/** A fetch that never answers but honours its abort signal, like a stalled network. */
export const hangingFetch = () =>
  stubFetch(
    (_req, init) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );

type CallHandler = (
  body: Record<string, unknown>,
  req: SeenRequest,
) => Response | Promise<Response>;

/**
 * A server that answers appConfig with `config` and each named call (`accountLogin`,
 * `refreshData` …) through its handler; getActivityIds, unless handled, with every activity
 * live, and claimStartupModals giving every modal asked; anything else is a 404 envelope.
 */
export const stubApi = (calls: Record<string, CallHandler>, config: AppConfig = configFixture) =>
  stubFetch((req) => {
    const name = req.url.replace(/^.*\/app\/v1\//, '');
    if (name === 'anonymous/appConfig') {
      return envelope({ version: 'v1', notModified: false, config });
    }
    if (name === 'anonymous/appEventLogClient') return envelope({ accepted: 1 });
    const handler = calls[name];
    if (handler) return handler(req.body ?? {}, req);
    if (name === 'getActivityIds') return envelope(allLiveIds(config));
    // A player's first start-up modals of the day: the server gives every one asked.
    if (name === 'claimStartupModals') return envelope({ keys: req.body?.keys ?? [] });
    return envelope(undefined, 404, 404, 'Not found.');
  });

/** A refusal envelope: business errcode (HTTP 200) or transport code. */
export const refusal = (errcode: number, data?: unknown, msg = 'refused') =>
  errcode >= 1000 ? envelope(data, 200, errcode, msg) : envelope(data, errcode, errcode, msg);
