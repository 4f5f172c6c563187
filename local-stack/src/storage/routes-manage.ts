import type { Hono } from 'hono';
import { z } from 'zod';
import type { StackContext } from '../context.js';
import { asCaller, ownerOf } from './caller.js';
import type { DiskStore } from './disk.js';
import { storageErrors } from './errors.js';
import { assertBucketId, parseBucketAndKey, parseObjectKey, rawTailAfter } from './object-paths.js';
import { findObject, OBJECT_COLUMNS, type ObjectRow } from './objects-sql.js';

const moveBody = z.object({
  bucketId: z.string(),
  sourceKey: z.string(),
  destinationKey: z.string(),
  destinationBucket: z.string().nullish(),
});
const removeBody = z.object({ prefixes: z.array(z.string()).min(1) });

async function body<T>(schema: z.ZodType<T>, json: Promise<unknown>): Promise<T> {
  const result = schema.safeParse(await json.catch(() => undefined));
  if (!result.success)
    throw storageErrors.invalidRequest(result.error.issues[0]?.message ?? 'Invalid body');
  return result.data;
}

function endpoints(input: z.infer<typeof moveBody>) {
  const from = {
    bucket: assertBucketId(input.bucketId),
    key: parseObjectKey(encodeURIComponent(input.sourceKey)),
  };
  const to = {
    bucket: assertBucketId(input.destinationBucket ?? input.bucketId),
    key: parseObjectKey(encodeURIComponent(input.destinationKey)),
  };
  return { from, to };
}

/** Move, copy and remove: every row change runs as the caller, files follow the committed rows. */
export function mountManageRoutes(app: Hono, ctx: StackContext, disk: DiskStore): void {
  // Move needs SELECT + UPDATE on the source row (and the new row must pass UPDATE's check).
  app.post('/object/move', async (c) => {
    const { from, to } = endpoints(await body(moveBody, c.req.json()));
    const newVersion = disk.newVersion();
    const moved = await asCaller(ctx, c, async (tx, identity) => {
      const { owner, ownerId } = ownerOf(identity);
      const before = await findObject(tx, from.bucket, from.key);
      if (!before) throw storageErrors.noSuchKey();
      const crossBucket = from.bucket !== to.bucket && before.version !== null;
      const { rows } = await tx.query<{ id: string }>(
        `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6, updated_at = now(),
           version = case when $7::text is null then version else $7::text end
         where bucket_id = $1 and name = $2 returning id`,
        [from.bucket, from.key, to.bucket, to.key, owner, ownerId, crossBucket ? newVersion : null],
      );
      if (!rows[0]) throw storageErrors.noSuchKey();
      if (crossBucket && before.version) {
        await disk.copy(
          { bucket: from.bucket, version: before.version },
          { bucket: to.bucket, version: newVersion },
        );
      }
      return crossBucket ? before : undefined;
    });
    if (moved?.version) await disk.remove(moved.bucket_id, moved.version);
    return c.json({ message: 'Successfully moved' });
  });

  // Copy needs SELECT on the source and INSERT on the destination.
  app.post('/object/copy', async (c) => {
    const { from, to } = endpoints(await body(moveBody, c.req.json()));
    const version = disk.newVersion();
    try {
      const id = await asCaller(ctx, c, async (tx, identity) => {
        const source = await findObject(tx, from.bucket, from.key);
        if (!source) throw storageErrors.noSuchKey();
        const { owner, ownerId } = ownerOf(identity);
        const { rows } = await tx.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [to.bucket, to.key, owner, ownerId, source.metadata, source.user_metadata, version],
        );
        if (source.version) {
          await disk.copy(
            { bucket: from.bucket, version: source.version },
            { bucket: to.bucket, version },
          );
        }
        return rows[0]?.id;
      });
      return c.json({ Id: id, Key: `${to.bucket}/${to.key}` });
    } catch (error) {
      await disk.remove(to.bucket, version);
      throw error;
    }
  });

  // Remove many: rows RLS hides are skipped, not errors; the answer lists what was deleted.
  app.delete('/object/:bucket', async (c) => {
    const bucket = assertBucketId(c.req.param('bucket'));
    const { prefixes } = await body(removeBody, c.req.json());
    const deleted = await asCaller(ctx, c, async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
        [bucket, prefixes],
      );
      return rows;
    });
    await Promise.all(
      deleted.map((row) => (row.version ? disk.remove(row.bucket_id, row.version) : undefined)),
    );
    return c.json(deleted);
  });

  app.delete('/object/:bucket/*', async (c) => {
    const { bucket, key } = parseBucketAndKey(rawTailAfter(c.req.url, '/object/'));
    const deleted = await asCaller(ctx, c, async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = $2 returning ${OBJECT_COLUMNS}`,
        [bucket, key],
      );
      return rows[0];
    });
    if (!deleted) throw storageErrors.noSuchKey();
    if (deleted.version) await disk.remove(deleted.bucket_id, deleted.version);
    return c.json({ message: 'Successfully deleted' });
  });
}
