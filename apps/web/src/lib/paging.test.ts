import { describe, expect, it } from 'vitest';
import { nextCursor, nextPage } from './paging';

describe('paging', () => {
  it('offers the next page number until the last page', () => {
    expect(nextPage({ pageNum: 1, pages: 3 })).toBe(2);
    expect(nextPage({ pageNum: 3, pages: 3 })).toBeUndefined();
    expect(nextPage({ pageNum: 1, pages: 0 })).toBeUndefined();
  });

  it('follows the cursor the answer gives, and stops without one', () => {
    expect(nextCursor({ nextCursor: '1234' })).toBe('1234');
    expect(nextCursor({ nextCursor: null })).toBeUndefined();
  });
});
