import { badRequest } from './errors.js';

/**
 * SQL that merges the JSON object in `param` into the jsonb `column` the way
 * GoTrue updates user/app metadata: top-level keys replaced, a null value
 * removes its key, nested objects are not merged.
 */
export function mergeMetadataSql(column: string, param: string): string {
  return `(coalesce(${column}, '{}'::jsonb)
      - array(select key from jsonb_each(${param}::jsonb) where value = 'null'::jsonb))
    || (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
          from jsonb_each(${param}::jsonb) where value <> 'null'::jsonb)`;
}

/**
 * The most user_metadata (and app_metadata) may hold, in bytes of its JSON. Both travel in
 * every access token, and a token must still fit an HTTP header (Node's limit for all of
 * them is 16 KiB; base64url adds a third): 4 KiB each keeps the largest token near 11 KiB.
 */
export const MAX_METADATA_BYTES = 4096;

/** Refuses metadata (as sent, or as stored after a merge) above MAX_METADATA_BYTES. */
export function assertMetadataSize(
  value: unknown,
  label: 'User metadata' | 'App metadata' = 'User metadata',
): void {
  if (value === null || value === undefined) return;
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > MAX_METADATA_BYTES) {
    throw badRequest(
      'validation_failed',
      `${label} cannot be larger than ${MAX_METADATA_BYTES} bytes`,
    );
  }
}
