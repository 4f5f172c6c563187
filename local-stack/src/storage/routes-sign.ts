import type { Hono } from 'hono';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { StackContext } from '../context.js';
import { secretKey } from '../jwt.js';
import { asCaller } from './caller.js';
import { storageErrors } from './errors.js';
import {
  assertBucketId,
  isValidObjectKey,
  parseBucketAndKey,
  rawTailAfter,
} from './object-paths.js';
import { findObject } from './objects-sql.js';

/** The longest a signed download URL lives: one week, the longest Supabase's dashboard offers. */
export const SIGNED_URL_MAX_SECONDS = 7 * 24 * 60 * 60;

const expiresIn = z.coerce
  .number()
  .int()
  .min(1)
  .max(
    SIGNED_URL_MAX_SECONDS,
    `expiresIn must be at most ${SIGNED_URL_MAX_SECONDS} seconds (one week)`,
  );
const signBody = z.object({ expiresIn });
const signManyBody = z.object({ expiresIn, paths: z.array(z.string()).min(1) });

/** Storage's URL token: `{url: "bucket/key"}` with an expiry, HS256 with the project's JWT secret. */
function signUrl(secret: string, bucket: string, key: string, seconds: number): Promise<string> {
  return new SignJWT({ url: `${bucket}/${key}` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(secretKey(secret));
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success)
    throw storageErrors.invalidRequest(result.error.issues[0]?.message ?? 'Invalid body');
  return result.data;
}

/**
 * Creating a signed URL needs SELECT on the object as the caller; the URL
 * itself then works for anyone until it expires (see routes-read.ts).
 */
export function mountSignRoutes(app: Hono, ctx: StackContext): void {
  // The batch route first: Hono's `/:bucket/*` also matches `/:bucket` alone.
  app.post('/object/sign/:bucket', async (c) => {
    const bucket = assertBucketId(c.req.param('bucket'));
    const { expiresIn: seconds, paths } = parse(signManyBody, await c.req.json());
    const valid = paths.filter(isValidObjectKey);
    const visible = await asCaller(ctx, c, async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucket, valid],
      );
      return new Set(rows.map((r) => r.name));
    });
    const signed = await Promise.all(
      paths.map(async (path) =>
        visible.has(path)
          ? {
              error: null,
              path,
              signedURL: `/object/sign/${bucket}/${path}?token=${await signUrl(ctx.config.jwtSecret, bucket, path, seconds)}`,
            }
          : {
              error: 'Either the object does not exist or you do not have access to it',
              path,
              signedURL: null,
            },
      ),
    );
    return c.json(signed);
  });

  app.post('/object/sign/:bucket/*', async (c) => {
    const { bucket, key } = parseBucketAndKey(rawTailAfter(c.req.url, '/object/sign/'));
    const { expiresIn: seconds } = parse(signBody, await c.req.json());
    const row = await asCaller(ctx, c, (tx) => findObject(tx, bucket, key));
    if (!row) throw storageErrors.noSuchKey();
    const token = await signUrl(ctx.config.jwtSecret, bucket, key, seconds);
    return c.json({ signedURL: `/object/sign/${bucket}/${key}?token=${token}` });
  });
}
