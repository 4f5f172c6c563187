import type { Hono } from 'hono';
import { z } from 'zod';
import type { StackContext } from '../context.js';
import { asCaller, ownerOf } from './caller.js';
import type { DiskStore } from './disk.js';
import { StorageApiError, storageErrors } from './errors.js';
import { parseFileSizeLimit } from './limits.js';
import { assertBucketId } from './object-paths.js';
import { BUCKET_COLUMNS, findBucket } from './objects-sql.js';

const bucketFields = z.object({
  public: z.boolean().nullish(),
  file_size_limit: z.union([z.number(), z.string()]).nullish(),
  allowed_mime_types: z.array(z.string()).nullish(),
});
const createBody = bucketFields.extend({ id: z.string().optional(), name: z.string() });

async function parse<T>(schema: z.ZodType<T>, json: Promise<unknown>): Promise<T> {
  const result = schema.safeParse(await json.catch(() => ({})));
  if (!result.success)
    throw storageErrors.invalidRequest(result.error.issues[0]?.message ?? 'Invalid body');
  return result.data;
}

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

/** Bucket management, as the caller: RLS on storage.buckets decides (service role bypasses it). */
export function mountBucketRoutes(app: Hono, ctx: StackContext, disk: DiskStore): void {
  app.get('/bucket', async (c) => {
    const column = SORT_COLUMNS.has(c.req.query('sortColumn') ?? '')
      ? c.req.query('sortColumn')
      : 'name';
    const order = c.req.query('sortOrder') === 'desc' ? 'desc' : 'asc';
    const limit = Number(c.req.query('limit') ?? 1000);
    const offset = Number(c.req.query('offset') ?? 0);
    const search = c.req.query('search') ?? '';
    const rows = await asCaller(ctx, c, async (tx) => {
      const result = await tx.query(
        `select ${BUCKET_COLUMNS} from storage.buckets where name ilike '%' || $1 || '%'
         order by ${column} ${order} limit $2 offset $3`,
        [search, Number.isFinite(limit) ? limit : 1000, Number.isFinite(offset) ? offset : 0],
      );
      return result.rows;
    });
    return c.json(rows);
  });

  app.get('/bucket/:id', async (c) => {
    const id = assertBucketId(c.req.param('id'));
    const bucket = await asCaller(ctx, c, (tx) => findBucket(tx, id));
    if (!bucket) throw storageErrors.noSuchBucket();
    return c.json(bucket);
  });

  app.post('/bucket', async (c) => {
    const input = await parse(createBody, c.req.json());
    const id = assertBucketId(input.id ?? input.name);
    await asCaller(ctx, c, async (tx, identity) => {
      const { owner, ownerId } = ownerOf(identity);
      await tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          input.name,
          owner,
          ownerId,
          input.public ?? false,
          parseFileSizeLimit(input.file_size_limit),
          input.allowed_mime_types ?? null,
        ],
      );
    });
    return c.json({ name: input.name });
  });

  app.put('/bucket/:id', async (c) => {
    const id = assertBucketId(c.req.param('id'));
    const raw = await c.req.json().catch(() => ({}));
    const input = await parse(bucketFields, Promise.resolve(raw));
    // Only the fields the body names change; a field sent as null clears it.
    const sent = (key: string) => typeof raw === 'object' && raw !== null && key in raw;
    const updated = await asCaller(ctx, c, async (tx) => {
      const { affectedRows } = await tx.query(
        `update storage.buckets set public = coalesce($2, public),
           file_size_limit = case when $5 then $3::bigint else file_size_limit end,
           allowed_mime_types = case when $6 then $4::text[] else allowed_mime_types end,
           updated_at = now() where id = $1`,
        [
          id,
          input.public ?? null,
          parseFileSizeLimit(input.file_size_limit),
          input.allowed_mime_types ?? null,
          sent('file_size_limit'),
          sent('allowed_mime_types'),
        ],
      );
      return affectedRows;
    });
    if (updated === 0) throw storageErrors.noSuchBucket();
    return c.json({ message: 'Successfully updated' });
  });

  app.post('/bucket/:id/empty', async (c) => {
    const id = assertBucketId(c.req.param('id'));
    const versions = await asCaller(ctx, c, async (tx) => {
      if (!(await findBucket(tx, id))) throw storageErrors.noSuchBucket();
      const { rows } = await tx.query<{ version: string | null }>(
        'delete from storage.objects where bucket_id = $1 returning version',
        [id],
      );
      return rows;
    });
    await Promise.all(versions.map((r) => (r.version ? disk.remove(id, r.version) : undefined)));
    // Storage empties in the background and says so; here it is already done.
    return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
  });

  app.delete('/bucket/:id', async (c) => {
    const id = assertBucketId(c.req.param('id'));
    const deleted = await asCaller(ctx, c, async (tx) => {
      const { count } = (
        await tx.query<{ count: number }>(
          'select count(*)::int as count from storage.objects where bucket_id = $1',
          [id],
        )
      ).rows[0] ?? { count: 0 };
      if (count > 0) throw storageErrors.bucketNotEmpty();
      return (await tx.query('delete from storage.buckets where id = $1', [id])).affectedRows;
    }).catch((error: unknown) => {
      // Objects hidden from the caller still hold the foreign key.
      if (error instanceof StorageApiError && error.code === 'NoSuchBucket') {
        throw storageErrors.bucketNotEmpty();
      }
      throw error;
    });
    if (deleted === 0) throw storageErrors.noSuchBucket();
    await disk.removeBucket(id);
    return c.json({ message: 'Successfully deleted' });
  });
}
