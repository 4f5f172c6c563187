import { storageErrors } from './errors.js';

/** Storage's global upload limit when a bucket sets none (50 MB, the hosted default). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** Storage counts '20MB' in decimal units: 20 000 000 bytes. */
const UNITS: Record<string, number> = { B: 1, KB: 1000, MB: 1000 ** 2, GB: 1000 ** 3 };

/** `file_size_limit` as storage-js sends it: a number of bytes or a string like '20MB'. */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^(\d+)\s*(B|KB|MB|GB)?$/i.exec(value.trim()) : null;
  if (!match?.[1]) {
    throw storageErrors.invalidRequest(
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    );
  }
  return Number(match[1]) * (UNITS[(match[2] ?? 'B').toUpperCase()] ?? 1);
}

export function assertSize(size: number, bucketLimit: number | null): void {
  const limit = Math.min(bucketLimit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  if (size > limit) throw storageErrors.entityTooLarge();
}

/** `allowed_mime_types` may hold exact types or wildcards such as `image/*`; parameters are ignored. */
export function assertMimeType(contentType: string, allowed: readonly string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const mime = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const ok = allowed.some((pattern) => {
    const p = pattern.trim().toLowerCase();
    return p.endsWith('/*') ? mime.startsWith(p.slice(0, -1)) : p === mime;
  });
  if (!ok) throw storageErrors.invalidMimeType(mime);
}
