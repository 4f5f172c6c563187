import { describe, expect, it } from 'vitest';
import { pageCount, pageRange, parsePage, parseQuery } from './paging';

describe('paging rules', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['x', 1],
    ['1e400', 1],
    ['3', 3],
  ])('parsePage(%o) is %i', (raw, page) => {
    expect(parsePage(raw)).toBe(page);
  });

  it('gives the inclusive rows of a 1-based page, as .range() takes them', () => {
    expect(pageRange(1, 10)).toEqual({ from: 0, to: 9 });
    expect(pageRange(3, 24)).toEqual({ from: 48, to: 71 });
    expect(pageRange(0, 10)).toEqual({ from: 0, to: 9 });
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(-5, 10)).toBe(1);
  });

  it('trims the search and cuts it to what the database reads', () => {
    expect(parseQuery('  ada  ')).toBe('ada');
    expect(parseQuery(null)).toBe('');
    expect(parseQuery('x'.repeat(300))).toHaveLength(200);
    expect(parseQuery('abcdef', 3)).toBe('abc');
  });
});
