import { describe, expect, it } from 'vitest';
import {
  attachmentProblem,
  contentTypeOf,
  formatSize,
  MAX_ATTACHMENT_BYTES,
  storedFileName,
} from './attachment-file';

// The table's own check on intel_attachments.file_name.
const TABLE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._ -]{0,199}$/;

describe('advisory attachments', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['Rapport d’incident (v2).PDF', 'Rapport d-incident -v2-.pdf'],
    ['..hidden.txt', 'hidden.txt'],
    ['été/ç.csv', 'ete-c.csv'],
    ['🙂.json', 'attachment.json'],
    [`${'a'.repeat(300)}.json`, `${'a'.repeat(195)}.json`],
  ])('stores %s as %s, a name the table accepts', (name, stored) => {
    expect(storedFileName(name)).toBe(stored);
    expect(storedFileName(name)).toMatch(TABLE_PATTERN);
  });

  it('says why a file cannot be attached: type, empty, over 25 MiB, a name taken', () => {
    expect(attachmentProblem({ name: 'tool.exe', size: 10 }, [])).toBe('type');
    expect(attachmentProblem({ name: 'noextension', size: 10 }, [])).toBe('type');
    expect(attachmentProblem({ name: 'iocs.csv', size: 0 }, [])).toBe('empty');
    expect(attachmentProblem({ name: 'dump.pcap', size: MAX_ATTACHMENT_BYTES + 1 }, [])).toBe(
      'tooBig',
    );
    expect(attachmentProblem({ name: 'dump.pcap', size: MAX_ATTACHMENT_BYTES }, [])).toBeNull();
    expect(attachmentProblem({ name: 'IOCs (1).csv', size: 5 }, ['IOCs -1-.csv'])).toBe('taken');
  });

  it('stores each kind with its content type', () => {
    expect(contentTypeOf('a.PDF')).toBe('application/pdf');
    expect(contentTypeOf('rules.yar')).toBe('text/plain');
  });

  it('writes sizes in the reader’s language', () => {
    expect(formatSize(12, 'en')).toBe('12 byte');
    expect(formatSize(1536, 'en')).toBe('1.5 kB');
    expect(formatSize(3 * 1024 * 1024, 'en')).toBe('3 MB');
  });
});
