import type { Queryable } from '../db/database.js';

/** The columns of a storage.objects row the API reads. */
export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

/** The `metadata` column in the shape Supabase Storage writes it. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

export async function findObject(
  q: Queryable,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  const { rows } = await q.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0];
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

export const BUCKET_COLUMNS =
  'id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at';

export async function findBucket(q: Queryable, id: string): Promise<BucketRow | undefined> {
  const { rows } = await q.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
    [id],
  );
  return rows[0];
}

/** bigint arrives as a string from node-postgres and as a number from PGlite. */
export function bucketLimit(bucket: BucketRow): number | null {
  return bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
}
