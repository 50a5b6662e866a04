import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callNames, callRegistry } from './registry';
import { EventLogItem } from './telemetry';
import { PageRequest, pageAnswer } from './pagination';
import { PUBLIC_CALLS, callPath } from './values/calls';
import { ErrorCode, errorCatalogue } from './values/errors';

describe('call registry', () => {
  it('names every entry by its key and serves it under /app/v1', () => {
    for (const name of callNames) {
      expect(callRegistry[name].name).toBe(name);
      expect(callPath(name)).toBe(`/app/v1/${name}`);
    }
  });

  it('keeps anonymous/ calls public, and names only its own calls public', () => {
    for (const name of callNames.filter((n) => n.startsWith('anonymous/'))) {
      expect(callRegistry[name].access).toBe('public');
    }
    expect(callNames).toEqual(expect.arrayContaining([...PUBLIC_CALLS]));
  });

  it('accepts the common body fields on every call and refuses a wrong platform', () => {
    const common = {
      appId: 'lobby',
      channel: 'WEB',
      clientReferrer: '',
      platform: 0,
      appVersion: '1.1.1',
    };
    expect(callRegistry['anonymous/appConfig'].request.parse(common)).toMatchObject(common);
    expect(() => callRegistry['anonymous/appConfig'].request.parse({ platform: 2 })).toThrow(
      z.ZodError,
    );
  });

  it('limits an event batch to 20 items; each item is EventLogItem, eventTime in seconds', () => {
    const item = {
      eventName: 'page_view',
      channel: 'WEB',
      appId: 'lobby',
      version: '1.1.1',
      eventTime: 1_790_000_000,
      eventUserId: '',
    };
    const request = callRegistry['anonymous/appEventLogClient'].request;
    expect(request.safeParse({ eventList: Array(20).fill(item) }).success).toBe(true);
    expect(request.safeParse({ eventList: Array(21).fill(item) }).success).toBe(false);
    expect(request.safeParse({ eventList: [] }).success).toBe(false);
    // An item is checked on its own by the server (a bad one refused alone, not the batch).
    expect(EventLogItem.safeParse(item).success).toBe(true);
    expect(EventLogItem.safeParse({ ...item, eventTime: 1_790_000_000_000 }).success).toBe(false);
  });
});

describe('pagination', () => {
  it('defaults and bounds page requests', () => {
    expect(PageRequest.parse({})).toEqual({ pageNum: 1, pageSize: 20 });
    expect(PageRequest.safeParse({ pageNum: 0 }).success).toBe(false);
    expect(PageRequest.safeParse({ pageSize: 101 }).success).toBe(false);
  });

  it('counts pages', () => {
    expect(pageAnswer([1, 2], 41, { pageNum: 3, pageSize: 20 })).toEqual({
      list: [1, 2],
      total: 41,
      pageNum: 3,
      pageSize: 20,
      pages: 3,
    });
    expect(pageAnswer([], 0, { pageNum: 1, pageSize: 10 }).pages).toBe(0);
  });
});

describe('error catalogue', () => {
  it('lists each errcode once with a message, business refusals as HTTP 200', () => {
    for (const code of Object.values(ErrorCode)) {
      const entry = errorCatalogue[code];
      expect(entry.msg.length).toBeGreaterThan(0);
      // A console role refused a call is an authorization refusal, beside 401: 403.
      if (code >= 1000)
        expect(entry.httpStatus).toBe(code === ErrorCode.STAFF_FORBIDDEN ? 403 : 200);
    }
    expect(errorCatalogue[ErrorCode.RATE_LIMITED].httpStatus).toBe(429);
  });
});
