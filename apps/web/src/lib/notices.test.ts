import { describe, expect, it } from 'vitest';
import type { Notice } from '@lobby/contract/app-config';
import { noticesFor } from './notices';

const notice = (id: number, sort: number, audience?: Notice['audience']): Notice => ({
  id,
  title: `N${id}`,
  content: '',
  image: null,
  sort,
  popup: false,
  ...(audience ? { audience } : {}),
});

describe('the notices a viewer sees', () => {
  const all = [notice(3, 30), notice(1, 10, 'signedOut'), notice(2, 20, 'signedIn'), notice(4, 10)];

  it('are everyone’s and the visitors’ for a visitor, in their order', () => {
    expect(noticesFor(all, false).map((n) => n.id)).toEqual([1, 4, 3]);
  });

  it('are everyone’s and the players’ for a signed-in player', () => {
    expect(noticesFor(all, true).map((n) => n.id)).toEqual([4, 2, 3]);
  });
});
