import { describe, expect, it } from 'vitest';
import {
  DIRECTORY_PAGE_SIZE,
  pageCount,
  pageRange,
  readDirectoryParams,
  writeDirectoryParams,
} from './directory-search';

const read = (query: string) => readDirectoryParams(new URLSearchParams(query));

describe('the directory list in the URL', () => {
  it('reads search, expertise and page, trimmed; a bad page is page 1', () => {
    expect(read('q=%20threat%20&expertise=SIEM&page=3')).toEqual({
      search: 'threat',
      expertise: 'SIEM',
      page: 3,
    });
    for (const page of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc']) {
      expect(read(page).page).toBe(1);
    }
    expect(read(`q=${'x'.repeat(300)}`).search).toHaveLength(200);
  });

  it('writes only what is set, page 1 left out, and reads back the same', () => {
    expect(writeDirectoryParams({ search: '', expertise: '', page: 1 }).toString()).toBe('');
    const params = { search: 'cloud security', expertise: 'PKI', page: 2 };
    const written = writeDirectoryParams(params);
    expect(written.toString()).toBe('q=cloud+security&expertise=PKI&page=2');
    expect(readDirectoryParams(written)).toEqual(params);
  });
});

describe('paging', () => {
  it('asks for the rows of a page, inclusive', () => {
    expect(pageRange(1)).toEqual({ from: 0, to: DIRECTORY_PAGE_SIZE - 1 });
    expect(pageRange(3)).toEqual({
      from: 2 * DIRECTORY_PAGE_SIZE,
      to: 3 * DIRECTORY_PAGE_SIZE - 1,
    });
  });

  it('counts the pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(DIRECTORY_PAGE_SIZE)).toBe(1);
    expect(pageCount(DIRECTORY_PAGE_SIZE + 1)).toBe(2);
  });
});
