import type { UserInfo } from '@lobby/contract/account';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { storageKeys } from '../config/storage-keys';
import { userFixture } from '../test/fixtures/user';
import { useSessionStore } from './session-store';

describe('the session store', () => {
  it("keeps the contract's User info, as answered, and mirrors it to storage", () => {
    expectTypeOf(useSessionStore.getState().user).toEqualTypeOf<UserInfo | null>();
    expectTypeOf(useSessionStore.getState().signIn).parameter(1).toEqualTypeOf<UserInfo>();
    const user = userFixture({ id: 7, nickname: 'Ava', coin: 1_250 });
    useSessionStore.getState().signIn('token-7', user);
    expect(useSessionStore.getState().user).toEqual(user);
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(user);
    expect(localStorage.getItem(storageKeys.savedAccount)).toBe(user.account);
  });
});
