import { describe, expect, it } from 'vitest';
import { headerAddress, headerText, MAX_SUBJECT } from './mail-header.ts';

describe('mail headers', () => {
  it('turns CR, LF and other controls into spaces, so no header can start another', () => {
    expect(headerText('Lead\r\nBcc: victim@example.org')).toBe('Lead Bcc: victim@example.org');
    expect(headerText('a\nb\u2028c\u0000d\u0085e')).toBe('a b c d e');
    expect(headerText('  plain   subject ')).toBe('plain subject');
  });

  it('cuts a long subject', () => {
    const cut = headerText('x'.repeat(500));
    expect(cut).toHaveLength(MAX_SUBJECT);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('takes one plain address only', () => {
    expect(headerAddress(' ama@example.org ')).toBe('ama@example.org');
    expect(headerAddress('ama@example.org\r\nBcc: x@y.org')).toBeUndefined();
    expect(headerAddress('a@example.org, b@example.org')).toBeUndefined();
    expect(headerAddress('Ama <ama@example.org>')).toBeUndefined();
    expect(headerAddress(undefined)).toBeUndefined();
  });
});
