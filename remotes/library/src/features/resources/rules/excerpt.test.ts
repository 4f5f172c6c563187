import { describe, expect, it } from 'vitest';
import { TITLE_EXCERPT_LENGTH, titleExcerpt } from './excerpt';

describe('titleExcerpt', () => {
  it('keeps a title of up to 60 characters whole', () => {
    const sixty = 'a'.repeat(60);
    expect(TITLE_EXCERPT_LENGTH).toBe(60);
    expect(titleExcerpt(sixty)).toBe(sixty);
    expect(titleExcerpt('Building a National CERT')).toBe('Building a National CERT');
  });

  it('cuts a longer title to its first 60 characters and an ellipsis', () => {
    const title =
      'Threat Intelligence Bulletin: Business E-mail Compromise against the Banks of Ghana';
    expect(titleExcerpt(title)).toBe(`${title.slice(0, 60)}…`);
    expect(title.slice(0, 60)).toHaveLength(60);
  });

  it('drops the space at the cut and never splits a character in two', () => {
    expect(titleExcerpt(`${'b'.repeat(59)} tail`)).toBe(`${'b'.repeat(59)}…`);
    const emoji = `${'🔒'.repeat(61)}`;
    expect(Array.from(titleExcerpt(emoji))).toHaveLength(61);
  });
});
