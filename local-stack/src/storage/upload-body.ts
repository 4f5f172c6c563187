import type { Context } from 'hono';
import { storageErrors } from './errors.js';

export interface UploadBody {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function parseMetadata(json: string | null | undefined): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    throw storageErrors.invalidRequest('metadata is not valid JSON');
  }
}

/**
 * Reads an upload the two ways storage-js sends it: multipart (fields
 * cacheControl, metadata and the file under the empty field name), or a raw
 * body with content-type, cache-control and a base64 JSON x-metadata header.
 */
export async function readUploadBody(c: Context): Promise<UploadBody> {
  const contentType = c.req.header('content-type') ?? 'application/octet-stream';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      // A truncated body, a missing or wrong boundary: the client's fault, not a 500.
      throw storageErrors.invalidRequest('Malformed multipart/form-data body');
    }
    let file = form.get('');
    form.forEach((value) => {
      if (!file && typeof value !== 'string') file = value;
    });
    if (!file || typeof file === 'string')
      throw storageErrors.invalidRequest('No content provided');
    const cacheControl = form.get('cacheControl');
    const metadata = form.get('metadata');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type || 'application/octet-stream',
      cacheControl: `max-age=${typeof cacheControl === 'string' ? cacheControl : 'no-cache'}`,
      userMetadata: parseMetadata(typeof metadata === 'string' ? metadata : null),
    };
  }
  const header = c.req.header('x-metadata');
  return {
    bytes: new Uint8Array(await c.req.arrayBuffer()),
    contentType,
    cacheControl: c.req.header('cache-control') ?? 'no-cache',
    userMetadata: header ? parseMetadata(Buffer.from(header, 'base64').toString('utf8')) : null,
  };
}
