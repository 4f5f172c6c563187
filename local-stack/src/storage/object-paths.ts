import { storageErrors } from './errors.js';

/** Bucket ids as supabase/storage accepts them; '.' and '..' refused because ids name folders on disk. */
const BUCKET_ID = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)+$/;

export function assertBucketId(id: string): string {
  if (!BUCKET_ID.test(id) || id === '.' || id === '..' || id.length > 100)
    throw storageErrors.invalidBucketName();
  return id;
}

function decode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * An object key from the URL's raw (still percent-encoded) tail. Keys are
 * logical names only (files on disk are named by server-made UUIDs), yet a
 * key that looks like a path escape is refused outright: `..`/`.` segments,
 * empty segments, a leading slash, backslashes, NUL and other control chars.
 */
export function parseObjectKey(raw: string): string {
  const key = decode(raw);
  if (key === undefined || !isValidObjectKey(key)) throw storageErrors.invalidKey(raw);
  return key;
}

export function isValidObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Splits `bucket/some/key` (raw URL tail) into a validated bucket id and key. */
export function parseBucketAndKey(rawTail: string): { bucket: string; key: string } {
  const slash = rawTail.indexOf('/');
  if (slash <= 0) throw storageErrors.invalidKey(rawTail);
  const bucket = decode(rawTail.slice(0, slash));
  if (bucket === undefined) throw storageErrors.invalidBucketName();
  return { bucket: assertBucketId(bucket), key: parseObjectKey(rawTail.slice(slash + 1)) };
}

/** The raw path after `marker` (e.g. '/object/sign/'), read from the undecoded request URL. */
export function rawTailAfter(url: string, marker: string): string {
  const pathname = new URL(url).pathname;
  const at = pathname.indexOf(marker);
  return at < 0 ? '' : pathname.slice(at + marker.length);
}
