import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_FILES,
  allowedExtension,
  contentTypeOf,
  fileProblem,
  MAX_FILE_BYTES,
  storedNameFor,
} from './resource-file';

describe('resource files', () => {
  it('accepts .pdf .doc .docx .ppt .pptx, whatever the case', () => {
    expect(ACCEPTED_FILES).toBe('.pdf,.doc,.docx,.ppt,.pptx');
    expect(['a.pdf', 'b.DOC', 'c.Docx', 'd.ppt', 'e.report.PPTX'].map(allowedExtension)).toEqual([
      '.pdf',
      '.doc',
      '.docx',
      '.ppt',
      '.pptx',
    ]);
    expect(['a.exe', 'pdf', 'a.pdf.zip', 'a.'].map(allowedExtension)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('says why a file cannot be uploaded: type, empty, over the 50 MB storage limit', () => {
    expect(MAX_FILE_BYTES).toBe(52_428_800);
    expect(fileProblem({ name: 'x.txt', size: 10 })).toBe('fileType');
    expect(fileProblem({ name: 'x.pdf', size: 0 })).toBe('fileEmpty');
    expect(fileProblem({ name: 'x.pdf', size: MAX_FILE_BYTES + 1 })).toBe('fileTooLarge');
    expect(fileProblem({ name: 'x.pdf', size: MAX_FILE_BYTES })).toBeNull();
  });

  it('stores a file under a random name with its original extension', () => {
    expect(storedNameFor('My Report (final).PDF', 'abc-123')).toBe('abc-123.pdf');
    expect(storedNameFor('deck.pptx', 'r')).toBe('r.pptx');
    expect(() => storedNameFor('virus.exe', 'r')).toThrow();
  });

  it('stores the content type the bucket allows for the extension', () => {
    expect(contentTypeOf('a.pdf')).toBe('application/pdf');
    expect(contentTypeOf('a.DOCX')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });
});
