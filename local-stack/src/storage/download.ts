import type { Context } from 'hono';
import type { DiskStore } from './disk.js';
import type { ObjectRow } from './objects-sql.js';

/** Serves an object's bytes with the headers Storage sends (type, length, ETag, cache, disposition). */
export async function serveObject(c: Context, disk: DiskStore, row: ObjectRow): Promise<Response> {
  const bytes = row.version ? await disk.read(row.bucket_id, row.version) : Buffer.alloc(0);
  const headers = new Headers({
    'Content-Type': row.metadata?.mimetype ?? 'application/octet-stream',
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': row.metadata?.cacheControl ?? 'no-cache',
    'Last-Modified': new Date(row.updated_at).toUTCString(),
  });
  if (row.metadata?.eTag) headers.set('ETag', row.metadata.eTag);
  const download = c.req.query('download');
  if (download !== undefined) {
    const fileName = download || row.name.split('/').pop() || 'download';
    headers.set(
      'Content-Disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
  }
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}

/** The object info shape storage-js's `info()` reads (FileObjectV2). */
export function objectInfo(row: ObjectRow) {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    bucket_id: row.bucket_id,
    created_at: row.created_at,
    last_modified: row.updated_at,
    size: row.metadata?.size,
    cache_control: row.metadata?.cacheControl,
    content_type: row.metadata?.mimetype,
    etag: row.metadata?.eTag,
    metadata: row.user_metadata ?? {},
  };
}
