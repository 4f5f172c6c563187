// What an advisory attachment may be, checked before anything is sent so the analyst gets a
// clear reason; the database checks again (intel_attachments: the name's pattern, at most
// 25 MiB) and so does the bucket (its file_size_limit).

/** The bucket's and the table's limit: 25 MiB. */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

/** The kinds of file CERTs exchange, by extension, with the content type they are stored as. */
export const ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  xml: 'application/xml',
  yar: 'text/plain',
  yara: 'text/plain',
  rules: 'text/plain',
  eml: 'message/rfc822',
  pcap: 'application/vnd.tcpdump.pcap',
  pcapng: 'application/vnd.tcpdump.pcap',
  zip: 'application/zip',
  gz: 'application/gzip',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The accept attribute of the file input (the list above). */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export type AttachmentProblem = 'empty' | 'tooBig' | 'type' | 'taken';

/** Why this file cannot be attached (a key under `editor.attachments.problem`), or null. */
export function attachmentProblem(
  file: Pick<File, 'name' | 'size'>,
  attachedNames: readonly string[],
): AttachmentProblem | null {
  if (!(extensionOf(file.name) in ATTACHMENT_TYPES)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'tooBig';
  if (attachedNames.includes(storedFileName(file.name))) return 'taken';
  return null;
}

export const contentTypeOf = (name: string) =>
  ATTACHMENT_TYPES[extensionOf(name)] ?? 'application/octet-stream';

/**
 * The name it is stored and listed under, as the table allows: letters, digits, '.', '_',
 * '-' and spaces, starting with a letter or digit, at most 200 characters (the extension
 * kept). The path is `<advisory id>/<this name>`.
 */
export function storedFileName(name: string): string {
  const extension = extensionOf(name);
  const stem = (extension ? name.slice(0, -(extension.length + 1)) : name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .trim();
  const tail = extension ? `.${extension}` : '';
  return `${(stem || 'attachment').slice(0, 200 - tail.length)}${tail}`;
}

/** 1.5 MB, 820 KB, 12 B: sizes in the analyst's language. */
export function formatSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
