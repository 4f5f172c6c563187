import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { StackContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import type { RequestIdentity } from '../db/request-context.js';
import { asCaller, asIdentity, ownerOf } from './caller.js';
import type { DiskStore } from './disk.js';
import { storageErrors } from './errors.js';
import { assertMimeType, assertSize } from './limits.js';
import { parseBucketAndKey, rawTailAfter } from './object-paths.js';
import { bucketLimit, findBucket, type ObjectMetadata } from './objects-sql.js';
import { readUploadBody } from './upload-body.js';

export type Mode = 'create' | 'upsert' | 'update';

/**
 * Upload (POST, `x-upsert`) and update (PUT). The bucket's limits are read
 * with the stack's own rights (as Storage does); the row is written as the
 * caller, so INSERT (and for upserts SELECT + UPDATE) policies decide. The
 * bytes go to a fresh version file first; the old version is deleted only
 * after the row points at the new one.
 */
/** What a signed upload URL decides instead of the request: the object and who uploads it. */
export interface UploadTarget {
  bucket: string;
  key: string;
  identity: RequestIdentity;
}

export async function upload(
  ctx: StackContext,
  disk: DiskStore,
  c: Context,
  mode: Mode,
  target?: UploadTarget,
): Promise<Response> {
  const { bucket, key } = target ?? parseBucketAndKey(rawTailAfter(c.req.url, '/object/'));
  const run = <T>(fn: (tx: Queryable, identity: RequestIdentity) => Promise<T>) =>
    target ? asIdentity(ctx, c, target.identity, fn) : asCaller(ctx, c, fn);
  const bucketRow = await findBucket(ctx.db, bucket);
  if (!bucketRow) throw storageErrors.noSuchBucket();
  const body = await readUploadBody(c);
  assertSize(body.bytes.byteLength, bucketLimit(bucketRow));
  assertMimeType(body.contentType, bucketRow.allowed_mime_types);

  const version = disk.newVersion();
  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(body.bytes).digest('hex')}"`,
    size: body.bytes.byteLength,
    mimetype: body.contentType,
    cacheControl: body.cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: body.bytes.byteLength,
    httpStatusCode: 200,
  };
  await disk.write(bucket, version, body.bytes);
  try {
    const { id, oldVersion } = await run(async (tx, identity) => {
      const { owner, ownerId } = ownerOf(identity);
      const values = [bucket, key, owner, ownerId, metadata, body.userMetadata, version];
      if (mode === 'update') {
        const previous = await tx.query<{ version: string | null }>(
          'select version from storage.objects where bucket_id = $1 and name = $2',
          [bucket, key],
        );
        const { rows } = await tx.query<{ id: string }>(
          `update storage.objects set owner = $3, owner_id = $4, metadata = $5, user_metadata = $6,
             version = $7, updated_at = now(), last_accessed_at = now()
           where bucket_id = $1 and name = $2 returning id`,
          values,
        );
        if (!rows[0]) throw storageErrors.noSuchKey();
        return { id: rows[0].id, oldVersion: previous.rows[0]?.version ?? null };
      }
      // Upserts see the previous version only when SELECT allows; if not, the
      // ON CONFLICT update below fails on RLS anyway, as in Supabase.
      const previous =
        mode === 'upsert'
          ? await tx.query<{ version: string | null }>(
              'select version from storage.objects where bucket_id = $1 and name = $2',
              [bucket, key],
            )
          : { rows: [] };
      const conflict =
        mode === 'upsert'
          ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
               metadata = excluded.metadata, user_metadata = excluded.user_metadata,
               version = excluded.version, updated_at = now(), last_accessed_at = now()`
          : '';
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5, $6, $7) ${conflict} returning id`,
        values,
      );
      const id = rows[0]?.id;
      if (!id) throw storageErrors.rlsViolation();
      return { id, oldVersion: previous.rows[0]?.version ?? null };
    });
    if (oldVersion) await disk.remove(bucket, oldVersion);
    return c.json({ Id: id, Key: `${bucket}/${key}` });
  } catch (error) {
    await disk.remove(bucket, version);
    throw error;
  }
}

export function mountUploadRoutes(app: Hono, ctx: StackContext, disk: DiskStore): void {
  app.post('/object/:bucket/*', (c) =>
    upload(ctx, disk, c, c.req.header('x-upsert') === 'true' ? 'upsert' : 'create'),
  );
  app.put('/object/:bucket/*', (c) => upload(ctx, disk, c, 'update'));
}
