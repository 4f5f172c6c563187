import type { Context, Hono } from 'hono';
import type { StackContext } from '../context.js';
import { verifyJwt } from '../jwt.js';
import { asCaller } from './caller.js';
import type { DiskStore } from './disk.js';
import { objectInfo, serveObject } from './download.js';
import { storageErrors } from './errors.js';
import { parseBucketAndKey, rawTailAfter } from './object-paths.js';
import { findObject, OBJECT_COLUMNS, type ObjectRow } from './objects-sql.js';

/** Reads the row as the caller: RLS (SELECT on storage.objects) decides, hidden = not found. */
async function readAsCaller(ctx: StackContext, c: Context, marker: string): Promise<ObjectRow> {
  const { bucket, key } = parseBucketAndKey(rawTailAfter(c.req.url, marker));
  const row = await asCaller(ctx, c, (tx) => findObject(tx, bucket, key));
  if (!row) throw storageErrors.noSuchKey();
  return row;
}

/** Public buckets serve to anyone, no token needed (read with the stack's own rights). */
async function readPublic(ctx: StackContext, c: Context, marker: string): Promise<ObjectRow> {
  const { bucket, key } = parseBucketAndKey(rawTailAfter(c.req.url, marker));
  const { rows } = await ctx.db.query<{ public: boolean }>(
    'select public from storage.buckets where id = $1',
    [bucket],
  );
  if (!rows[0]?.public) throw storageErrors.noSuchBucket();
  const row = await findObject(ctx.db, bucket, key);
  if (!row) throw storageErrors.noSuchKey();
  return row;
}

/** A signed URL serves without Authorization while its token (signed with the JWT secret) is valid. */
async function readSigned(ctx: StackContext, c: Context): Promise<ObjectRow> {
  const { bucket, key } = parseBucketAndKey(rawTailAfter(c.req.url, '/object/sign/'));
  const token = c.req.query('token');
  if (!token) throw storageErrors.invalidJwt('Missing token');
  let claims: Awaited<ReturnType<typeof verifyJwt>>;
  try {
    claims = await verifyJwt(token, ctx.config.jwtSecret);
  } catch (error) {
    throw storageErrors.invalidJwt(error instanceof Error ? error.message : 'Invalid JWT');
  }
  if (claims.url !== `${bucket}/${key}`) throw storageErrors.invalidJwt('Invalid signature');
  // An upload token is for uploading: it never reads the object.
  if (claims.purpose !== undefined) throw storageErrors.invalidJwt('Not a download token');
  const { rows } = await ctx.db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, key],
  );
  if (!rows[0]) throw storageErrors.noSuchKey();
  return rows[0];
}

export function mountReadRoutes(app: Hono, ctx: StackContext, disk: DiskStore): void {
  app.get('/object/sign/:bucket/*', async (c) => serveObject(c, disk, await readSigned(ctx, c)));
  app.get('/object/public/:bucket/*', async (c) =>
    serveObject(c, disk, await readPublic(ctx, c, '/object/public/')),
  );
  app.get('/object/authenticated/:bucket/*', async (c) =>
    serveObject(c, disk, await readAsCaller(ctx, c, '/object/authenticated/')),
  );
  app.get('/object/info/public/:bucket/*', async (c) =>
    c.json(objectInfo(await readPublic(ctx, c, '/object/info/public/'))),
  );
  app.get('/object/info/authenticated/:bucket/*', async (c) =>
    c.json(objectInfo(await readAsCaller(ctx, c, '/object/info/authenticated/'))),
  );
  app.get('/object/info/:bucket/*', async (c) =>
    c.json(objectInfo(await readAsCaller(ctx, c, '/object/info/'))),
  );
  app.get('/object/:bucket/*', async (c) =>
    serveObject(c, disk, await readAsCaller(ctx, c, '/object/')),
  );
}
