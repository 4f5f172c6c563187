import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, pageCount, pageRange, parsePage } from './paging';

describe('admin list paging', () => {
  it('pages of 10, 1-based', () => {
    expect(ADMIN_PAGE_SIZE).toBe(10);
    expect(pageRange(1)).toEqual({ from: 0, to: 9 });
    expect(pageRange(3)).toEqual({ from: 20, to: 29 });
    expect(pageRange(2, 25)).toEqual({ from: 25, to: 49 });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });

  it('reads the page from the query string, page 1 for anything else', () => {
    expect(parsePage('4')).toBe(4);
    expect([null, '', '0', '-2', '1.5', 'x'].map(parsePage)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
