import type { Hono } from 'hono';
import { z } from 'zod';
import type { StackContext } from '../context.js';
import { asCaller } from './caller.js';
import { storageErrors } from './errors.js';
import { assertBucketId } from './object-paths.js';

const listBody = z.object({
  prefix: z.string().default(''),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().default(''),
  sortBy: z
    .object({
      column: z.enum(['name', 'updated_at', 'created_at', 'last_accessed_at']).default('name'),
      order: z.enum(['asc', 'desc']).default('asc'),
    })
    .default({ column: 'name', order: 'asc' }),
});

/** LIKE pattern text with the wildcards of the caller's input escaped. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * storage.search's behaviour: one level below `prefix`, sub-folders first
 * (id and dates null), then files; `search` filters names by prefix,
 * case-insensitive. Runs as the caller, so RLS hides rows they may not SELECT.
 */
export function mountListRoutes(app: Hono, ctx: StackContext): void {
  app.post('/object/list/:bucket', async (c) => {
    const bucket = assertBucketId(c.req.param('bucket'));
    const parsed = listBody.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success)
      throw storageErrors.invalidRequest(parsed.error.issues[0]?.message ?? 'Invalid body');
    const { limit, offset, search, sortBy } = parsed.data;
    const prefix =
      parsed.data.prefix && !parsed.data.prefix.endsWith('/')
        ? `${parsed.data.prefix}/`
        : parsed.data.prefix;
    const level = prefix ? prefix.split('/').length : 1;
    const pattern = `${escapeLike(prefix)}${escapeLike(search)}%`;
    // column and order come from the enums above, never from raw input.
    const order = `${sortBy.column} ${sortBy.order}`;
    const rows = await asCaller(ctx, c, async (tx) => {
      const result = await tx.query(
        `with matched as (
           select * from storage.objects where bucket_id = $1 and name ilike $2 escape '\\'
         ), folders as (
           select path_tokens[$3] as name from matched where array_length(path_tokens, 1) > $3 group by 1
         ), listing as (
           select name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
                  null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind
           from folders
           union all
           select path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata, 1
           from matched where array_length(path_tokens, 1) = $3
         )
         select name, id, updated_at, created_at, last_accessed_at, metadata from listing
         order by kind, ${order} nulls last, name ${sortBy.order}
         limit $4 offset $5`,
        [bucket, pattern, level, limit, offset],
      );
      return result.rows;
    });
    return c.json(rows);
  });
}

const listV2Body = z.object({
  prefix: z.string().default(''),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
  cursor: z.string().optional(),
  with_delimiter: z.boolean().default(false),
  sortBy: z
    .object({
      column: z.enum(['name', 'updated_at', 'created_at']).default('name'),
      order: z.enum(['asc', 'desc']).default('asc'),
    })
    .default({ column: 'name', order: 'asc' }),
});

interface V2Row {
  name: string;
  id: string;
  updated_at: string;
  created_at: string;
  last_accessed_at: string;
  metadata: unknown;
}

/** The cursor is opaque to clients: here, the position of the next entry. */
const encodeCursor = (offset: number) =>
  Buffer.from(JSON.stringify({ offset })).toString('base64url');
function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    const { offset } = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as {
      offset: unknown;
    };
    if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0) return offset;
  } catch {
    // fall through
  }
  throw storageErrors.invalidRequest('Invalid cursor');
}

/**
 * `list-v2`: keys under a raw `prefix` (full keys as names), flat or, `with_delimiter`,
 * one level deep with the sub-folders apart (`{name: 'a/', key: 'a'}`); pages by cursor.
 */
export function mountListV2Routes(app: Hono, ctx: StackContext): void {
  app.post('/object/list-v2/:bucket', async (c) => {
    const bucket = assertBucketId(c.req.param('bucket'));
    const parsed = listV2Body.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success)
      throw storageErrors.invalidRequest(parsed.error.issues[0]?.message ?? 'Invalid body');
    const { prefix, limit, sortBy } = parsed.data;
    const offset = decodeCursor(parsed.data.cursor);
    const rows = await asCaller(ctx, c, async (tx) => {
      const result = await tx.query<V2Row>(
        `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
         where bucket_id = $1 and name like $2 escape '\\'
         order by ${sortBy.column} ${sortBy.order}, name ${sortBy.order}`,
        [bucket, `${escapeLike(prefix)}%`],
      );
      return result.rows;
    });
    type Entry = { folder: { name: string; key: string } } | { object: V2Row };
    const entries: Entry[] = [];
    const folders = new Set<string>();
    for (const row of rows) {
      const rest = row.name.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (parsed.data.with_delimiter && slash >= 0) {
        const key = prefix + rest.slice(0, slash);
        if (folders.has(key)) continue;
        folders.add(key);
        entries.push({ folder: { name: `${key}/`, key } });
      } else {
        entries.push({ object: row });
      }
    }
    const page = entries.slice(offset, offset + limit);
    const hasNext = offset + limit < entries.length;
    return c.json({
      hasNext,
      folders: page.flatMap((e) => ('folder' in e ? [e.folder] : [])),
      objects: page.flatMap((e) => ('object' in e ? [{ ...e.object, key: e.object.name }] : [])),
      ...(hasNext ? { nextCursor: encodeCursor(offset + limit) } : {}),
    });
  });
}
