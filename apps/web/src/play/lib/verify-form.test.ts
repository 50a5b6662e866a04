import { describe, expect, it } from 'vitest';
import { FairVerifyRequest } from '@lobby/contract/games';
import { verifyInputFromQuery, verifyRequestOf } from './verify-form';

describe('the verify form', () => {
  it('is filled from a round’s link', () => {
    expect(verifyInputFromQuery('?game=slot&serverSeed=s1&clientSeed=c1&nonce=4')).toEqual({
      game: 'slot',
      serverSeed: 's1',
      clientSeed: 'c1',
      nonce: '4',
      mines: '3',
      weights: '',
      amounts: '',
      types: '',
      wheel: '',
    });
    expect(verifyInputFromQuery('?game=poker').game).toBe('dice');
  });

  it('makes a request the contract accepts', () => {
    const checked = verifyRequestOf({
      game: 'mines',
      serverSeed: ' s1 ',
      clientSeed: 'c1',
      nonce: '12',
      mines: '5',
      weights: '',
      amounts: '',
      types: '',
      wheel: '',
    });
    expect(checked).toEqual({
      ok: true,
      body: { game: 'mines', serverSeed: 's1', clientSeed: 'c1', nonce: 12, params: { mines: 5 } },
    });
    if (checked.ok) expect(FairVerifyRequest.safeParse(checked.body).success).toBe(true);
  });

  it('says what is missing or wrong', () => {
    const base = {
      game: 'dice' as const,
      serverSeed: 's',
      clientSeed: 'c',
      nonce: '0',
      mines: '3',
      weights: '',
      amounts: '',
      types: '',
      wheel: '',
    };
    expect(verifyRequestOf({ ...base, serverSeed: ' ' })).toEqual({
      ok: false,
      error: 'verify.errorServerSeed',
    });
    expect(verifyRequestOf({ ...base, clientSeed: '' })).toMatchObject({ ok: false });
    expect(verifyRequestOf({ ...base, nonce: '-1' })).toEqual({
      ok: false,
      error: 'verify.errorNonce',
    });
    expect(verifyRequestOf({ ...base, nonce: '1.5' })).toMatchObject({ ok: false });
    expect(verifyRequestOf({ ...base, game: 'mines', mines: '25' })).toEqual({
      ok: false,
      error: 'verify.errorMines',
    });
    expect(verifyRequestOf({ ...base, game: 'wheel', weights: '3,0' })).toEqual({
      ok: false,
      error: 'verify.errorWeights',
    });
    expect(verifyRequestOf({ ...base, game: 'wheel', weights: '3,1', amounts: '100' })).toEqual({
      ok: false,
      error: 'verify.errorAmounts',
    });
  });

  it('takes a wheel spin with its sectors from the link', () => {
    const input = verifyInputFromQuery(
      '?game=wheel&serverSeed=s1&clientSeed=c1&nonce=2&weights=42,58&amounts=100,2500',
    );
    expect(input).toMatchObject({ game: 'wheel', weights: '42,58', amounts: '100,2500' });
    expect(verifyRequestOf(input)).toEqual({
      ok: true,
      body: {
        game: 'wheel',
        serverSeed: 's1',
        clientSeed: 'c1',
        nonce: 2,
        weights: [42, 58],
        amounts: [100, 2500],
      },
    });
  });

  it('takes a jackpot draw with its cells and wheel from the link', () => {
    const input = verifyInputFromQuery(
      '?game=jackpot&serverSeed=s1&clientSeed=c1&nonce=7&weights=60,30,10&types=1,1,2&wheel=70,20,8,2',
    );
    expect(input).toMatchObject({
      game: 'jackpot',
      weights: '60,30,10',
      types: '1,1,2',
      wheel: '70,20,8,2',
    });
    expect(verifyRequestOf(input)).toEqual({
      ok: true,
      body: {
        game: 'jackpot',
        serverSeed: 's1',
        clientSeed: 'c1',
        nonce: 7,
        cells: [
          { weight: 60, type: 1 },
          { weight: 30, type: 1 },
          { weight: 10, type: 2 },
        ],
        wheel: [70, 20, 8, 2],
      },
    });
  });

  it('says what is wrong with a jackpot draw’s cells or wheel', () => {
    const jackpot = verifyInputFromQuery(
      '?game=jackpot&serverSeed=s&clientSeed=c&weights=6,3,1&types=1,1,2&wheel=1,1',
    );
    expect(verifyRequestOf({ ...jackpot, weights: '6,0,1' })).toEqual({
      ok: false,
      error: 'verify.errorCellWeights',
    });
    // One type per cell, each 1 or 2.
    expect(verifyRequestOf({ ...jackpot, types: '1,2' })).toEqual({
      ok: false,
      error: 'verify.errorCellTypes',
    });
    expect(verifyRequestOf({ ...jackpot, types: '1,3,2' })).toMatchObject({
      error: 'verify.errorCellTypes',
    });
    // A jackpot cell turns the wheel, so its weights are needed; without one they are not.
    expect(verifyRequestOf({ ...jackpot, wheel: '' })).toEqual({
      ok: false,
      error: 'verify.errorWheelWeights',
    });
    expect(verifyRequestOf({ ...jackpot, wheel: '1,x' })).toMatchObject({
      error: 'verify.errorWheelWeights',
    });
    expect(verifyRequestOf({ ...jackpot, types: '1,1,1', wheel: '' })).toMatchObject({
      ok: true,
      body: { wheel: [] },
    });
  });
});
