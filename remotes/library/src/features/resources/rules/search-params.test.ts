import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, readSearch, writeSearch } from './search-params';

describe('the library search in the URL', () => {
  it('reads text, types and page, and writes them back the same way', () => {
    const params = new URLSearchParams('q=+ransomware+banking+&type=Report&type=Case+Study&page=3');
    const search = readSearch(params);
    expect(search).toEqual({ q: 'ransomware banking', types: ['Case Study', 'Report'], page: 3 });
    expect(writeSearch(search).toString()).toBe(
      'q=ransomware+banking&type=Case+Study&type=Report&page=3',
    );
  });

  it('falls back to the first page and leaves defaults out', () => {
    for (const page of ['0', '-2', '1.5', 'x', '']) {
      expect(readSearch(new URLSearchParams({ page })).page).toBe(1);
    }
    expect(writeSearch({ q: ' ', types: [], page: 1 }).toString()).toBe('');
  });

  it("pages by 24 rows (whole rows of 1, 2 and 3 columns; the rules are shared-ui/forms')", () => {
    expect(PAGE_SIZE).toBe(24);
  });
});
