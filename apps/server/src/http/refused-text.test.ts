import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { accountsClient } from '../../test/accounts-client';
import { consoleClient } from '../../test/console-client';
import { useTestApp } from '../../test/test-app';
import { refusedTextIn } from './refused-text';

const t = useTestApp();
const players = accountsClient(t);
const staff = consoleClient(t);

const HIGH = '\uD83D'; // the first half of 😀 alone
const LOW = '\uDE00'; // the second half of 😀 alone
const feedbackRows = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('feedback_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('refusedTextIn', () => {
  it('names the first string holding a NUL or a lone surrogate, and passes whole pairs', () => {
    expect(refusedTextIn({ a: ['ok', `x${HIGH}`] })).toEqual({
      path: 'a.1',
      message: 'Lone UTF-16 surrogates are not allowed.',
    });
    expect(refusedTextIn({ a: { b: `${LOW}x` } })?.path).toBe('a.b');
    // A low half before its high half is two lone halves, not a pair.
    expect(refusedTextIn(`${LOW}${HIGH}`)?.path).toBe('(body)');
    expect(refusedTextIn({ a: 'x\u0000' })?.message).toBe('NUL characters are not allowed.');
    expect(refusedTextIn({ a: '😀 fine', b: `${HIGH}${LOW}`, c: 'plain', d: 7 })).toBeNull();
  });
});

describe('a lone surrogate in any field is a 400 naming it, and changes nothing', () => {
  it('on the player API', async () => {
    const player = await players.registerByAccount();
    const before = await feedbackRows();
    for (const [half, text] of [
      ['high', `The wheel froze ${HIGH} after my spin.`],
      ['low', `The wheel froze ${LOW} after my spin.`],
    ] as const) {
      const refused = await players.call(
        'feedbackSubmit',
        { type: 2, text, images: [] },
        { token: player.token },
      );
      expect(refused.status, half).toBe(400);
      expect(refused.body.errcode).toBe(ErrorCode.BAD_REQUEST);
      expect(refused.body.data.issues).toEqual([
        { path: 'text', message: 'Lone UTF-16 surrogates are not allowed.' },
      ]);
    }
    expect(await feedbackRows()).toBe(before);
    const emoji = await players.call(
      'feedbackSubmit',
      { type: 2, text: 'The wheel froze 😀 after my spin.', images: [] },
      { token: player.token },
    );
    expect(emoji.body.errcode, emoji.body.msg).toBe(0);
    expect(await feedbackRows()).toBe(before + 1);
  });

  it('on the console', async () => {
    const player = await players.registerByAccount();
    const submitted = await players.call(
      'feedbackSubmit',
      { type: 2, text: 'The deposit page shows nothing.', images: [] },
      { token: player.token },
    );
    const id = submitted.body.data.id as number;
    const support = await staff.signedInStaff('support');
    const before = await feedbackRows();
    for (const text of [`Looking ${HIGH} into it.`, `Looking ${LOW} into it.`]) {
      const refused = await staff.call(support.cookie, 'feedbackAnswer', { id, text });
      expect(refused.status).toBe(400);
      expect(refused.body.errcode).toBe(ErrorCode.BAD_REQUEST);
      expect((refused.body.data as { issues: unknown }).issues).toEqual([
        { path: 'text', message: 'Lone UTF-16 surrogates are not allowed.' },
      ]);
    }
    expect(await feedbackRows()).toBe(before);
    const emoji = await staff.call(support.cookie, 'feedbackAnswer', { id, text: 'Fixed 😀' });
    expect(emoji.body.errcode, emoji.body.msg).toBe(0);
    expect(await feedbackRows()).toBe(before + 1);
  });
});
