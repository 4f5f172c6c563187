import type { Hono } from 'hono';
import { SignJWT } from 'jose';
import type { StackContext } from '../context.js';
import { secretKey, verifyJwt } from '../jwt.js';
import { asCaller, ownerOf } from './caller.js';
import type { DiskStore } from './disk.js';
import { storageErrors } from './errors.js';
import { parseBucketAndKey, rawTailAfter } from './object-paths.js';
import { findBucket } from './objects-sql.js';
import { upload } from './routes-upload.js';

/** The claim that marks a URL token as an upload token (download tokens have none). */
export const UPLOAD = 'upload';

/** Storage's signed upload URLs last two hours. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60;

/** Rolls the probe insert back while keeping the answer. */
class Probe {}

/**
 * Signed upload URLs: the caller signs (RLS must let them insert the object, checked by a
 * probe insert that is rolled back), then anyone holding the token uploads once as them,
 * without Authorization. The token names the object, its owner and whether it may overwrite.
 */
export function mountUploadSignRoutes(app: Hono, ctx: StackContext, disk: DiskStore): void {
  app.post('/object/upload/sign/:bucket/*', async (c) => {
    const { bucket, key } = parseBucketAndKey(rawTailAfter(c.req.url, '/object/upload/sign/'));
    const upsert = c.req.header('x-upsert') === 'true';
    if (!(await findBucket(ctx.db, bucket))) throw storageErrors.noSuchBucket();
    let owner: string | null = null;
    await asCaller(ctx, c, async (tx, identity) => {
      owner = ownerOf(identity).ownerId;
      const conflict = upsert
        ? 'on conflict (bucket_id, name) do update set updated_at = now()'
        : '';
      const { rows } = await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3, $4)
         ${conflict} returning id`,
        [bucket, key, ownerOf(identity).owner, ownerOf(identity).ownerId],
      );
      if (!rows[0]) throw storageErrors.rlsViolation();
      throw new Probe();
    }).catch((error: unknown) => {
      if (!(error instanceof Probe)) throw error;
    });
    const token = await new SignJWT({ url: `${bucket}/${key}`, owner, upsert, purpose: UPLOAD })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + UPLOAD_URL_SECONDS)
      .sign(secretKey(ctx.config.jwtSecret));
    return c.json({ url: `/object/upload/sign/${bucket}/${key}?token=${token}`, token });
  });

  app.put('/object/upload/sign/:bucket/*', async (c) => {
    const { bucket, key } = parseBucketAndKey(rawTailAfter(c.req.url, '/object/upload/sign/'));
    const token = c.req.query('token');
    if (!token) throw storageErrors.invalidJwt('Missing token');
    let claims: Awaited<ReturnType<typeof verifyJwt>>;
    try {
      claims = await verifyJwt(token, ctx.config.jwtSecret);
    } catch (error) {
      throw storageErrors.invalidJwt(error instanceof Error ? error.message : 'Invalid JWT');
    }
    if (claims.url !== `${bucket}/${key}`) throw storageErrors.invalidJwt('Invalid signature');
    // A download URL's token names the object too: only a token signed for uploading uploads
    // (a shared download link once re-created an object its owner had deleted).
    if (claims.purpose !== UPLOAD) throw storageErrors.invalidJwt('Not an upload token');
    const owner = typeof claims.owner === 'string' ? claims.owner : undefined;
    // The check was made when the URL was signed: the upload itself runs with Storage's rights.
    const identity = {
      role: 'service_role' as const,
      claims: { role: 'service_role', ...(owner ? { sub: owner } : {}) },
    };
    return upload(ctx, disk, c, claims.upsert === true ? 'upsert' : 'create', {
      bucket,
      key,
      identity,
    });
  });
}
