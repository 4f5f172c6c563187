import { describe, expect, it } from 'vitest';
import { normalizeLinkedInUrl } from './linkedin-url';

describe('normalizeLinkedInUrl', () => {
  it.each([
    ['https://www.linkedin.com/in/ama-mensah', 'https://www.linkedin.com/in/ama-mensah'],
    ['  www.linkedin.com/in/ama-mensah/  ', 'https://www.linkedin.com/in/ama-mensah'],
    ['http://linkedin.com/in/ama_mensah', 'https://linkedin.com/in/ama_mensah'],
    ['https://GH.LinkedIn.com/in/ama', 'https://gh.linkedin.com/in/ama'],
    [
      'https://www.linkedin.com/in/ama-mensah?utm_source=share#about',
      'https://www.linkedin.com/in/ama-mensah',
    ],
  ])('%s is stored as %s', (input, stored) => {
    expect(normalizeLinkedInUrl(input)).toBe(stored);
  });

  it('an empty field is no LinkedIn link', () => {
    expect(normalizeLinkedInUrl('')).toBeNull();
    expect(normalizeLinkedInUrl('   ')).toBeNull();
  });

  it.each([
    'https://www.linkedin.com/company/csan',
    'https://www.linkedin.com/in/',
    'https://www.linkedin.com/in/ama/details',
    'https://linkedin.com.evil.example/in/ama',
    'https://evil-linkedin.com/in/ama',
    'https://user:pw@www.linkedin.com/in/ama',
    'ftp://www.linkedin.com/in/ama',
    'javascript:alert(1)',
    'ama mensah',
    `https://www.linkedin.com/in/${'a'.repeat(101)}`,
  ])('%s is not a LinkedIn profile', (input) => {
    expect(normalizeLinkedInUrl(input)).toBeUndefined();
  });
});
