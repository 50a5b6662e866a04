import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_ID, RequestId } from './common';
import { AgentFillRequest, GetAfterLoginInfoRequest } from './account';
import { GameLikeRequest } from './games';

describe('RequestId', () => {
  it.each([
    [1, 1],
    ['1', 1],
    ['123', 123],
    [MAX_REQUEST_ID, MAX_REQUEST_ID],
    [String(MAX_REQUEST_ID), MAX_REQUEST_ID],
  ])('reads %j as %i', (input, id) => {
    expect(RequestId.parse(input)).toBe(id);
  });

  it.each([
    '',
    ' 1',
    '1 ',
    '1.5',
    '1e3',
    '-1',
    '0',
    '01',
    '0x1',
    '+1',
    String(MAX_REQUEST_ID + 1),
    '9007199254740993',
    '٣',
    0,
    -1,
    1.5,
    MAX_REQUEST_ID + 1,
    null,
    true,
  ])('refuses %j', (input) => {
    expect(RequestId.safeParse(input).success).toBe(false);
  });

  it('holds in a call body: a numeric string id arrives as a number', () => {
    expect(GameLikeRequest.parse({ gameId: '1001' })).toEqual({ gameId: 1001 });
  });

  it('leaves agentFill’s string to be an invite code, never an id', () => {
    expect(AgentFillRequest.parse({ pid: '1234567890' })).toEqual({ pid: '1234567890' });
    expect(AgentFillRequest.parse({ pid: 42 })).toEqual({ pid: 42 });
  });
});

describe('getAfterLoginInfo’s phoneinfoJsonModel', () => {
  it('is a JSON text or the object itself', () => {
    const device = { brand: 'Pixel', os: { name: 'Android', version: 14 } };
    expect(
      GetAfterLoginInfoRequest.parse({ phoneinfoJsonModel: device }).phoneinfoJsonModel,
    ).toEqual(device);
    const text = JSON.stringify(device);
    expect(GetAfterLoginInfoRequest.parse({ phoneinfoJsonModel: text }).phoneinfoJsonModel).toBe(
      text,
    );
  });

  it('is neither a number nor a list', () => {
    for (const phoneinfoJsonModel of [1, [1], null])
      expect(GetAfterLoginInfoRequest.safeParse({ phoneinfoJsonModel }).success).toBe(false);
  });
});
