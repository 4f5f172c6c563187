import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '@csan/local-stack/db/database.ts';
import { minimalPdf } from './minimal-pdf.ts';

export interface SeedFilesContext {
  /** Root of the local storage service's files (StackConfig.storageDir). */
  storageDir: string;
  db: Queryable;
}

const bucket = 'resources';

/**
 * Gives every resource item with a file_storage_path a small real PDF: the
 * bytes at `<storageDir>/<bucket>/<object name>` and the matching
 * storage.objects row (what an upload through /storage/v1 leaves behind).
 * Idempotent; returns the object names written.
 */
export async function seedResourceFiles(ctx: SeedFilesContext): Promise<string[]> {
  const { rows } = await ctx.db.query<{
    name: string;
    title: string;
    access_tier: string;
    content_type: string;
  }>(
    `select file_storage_path as name, title, access_tier, content_type
     from public.resource_items where file_storage_path is not null order by file_storage_path`,
  );
  for (const item of rows) {
    const bytes = minimalPdf(
      item.title,
      `${item.content_type} - ${item.access_tier} access - CSAN demo file`,
    );
    const file = path.join(ctx.storageDir, bucket, ...item.name.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    const metadata = {
      size: bytes.length,
      mimetype: 'application/pdf',
      cacheControl: 'max-age=3600',
      contentLength: bytes.length,
    };
    await ctx.db.query(
      `insert into storage.objects (bucket_id, name, metadata)
       values ($1, $2, $3::jsonb)
       on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`,
      [bucket, item.name, JSON.stringify(metadata)],
    );
  }
  return rows.map((r) => r.name);
}
