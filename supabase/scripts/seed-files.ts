import type { Queryable } from '@csan/local-stack/db/database.ts';
import { createDiskStore } from '@csan/local-stack/storage/disk.ts';
import { minimalPdf } from './minimal-pdf.ts';

export interface SeedFilesContext {
  /** Root of the local storage service's files (StackConfig.storageDir). */
  storageDir: string;
  db: Queryable;
}

const bucket = 'resources';

/**
 * Gives every resource item with a file_storage_path a small real PDF, laid
 * out exactly as an upload through the local /storage/v1 leaves it: the bytes
 * in the storage service's disk store under a fresh `version`, and the
 * storage.objects row pointing at that version. Idempotent; returns the
 * object names written.
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
  const disk = createDiskStore(() => ctx.storageDir);
  for (const item of rows) {
    const bytes = minimalPdf(
      item.title,
      `${item.content_type} - ${item.access_tier} access - CSAN demo file`,
    );
    const version = disk.newVersion();
    await disk.write(bucket, version, bytes);
    const metadata = {
      size: bytes.length,
      mimetype: 'application/pdf',
      cacheControl: 'max-age=3600',
      contentLength: bytes.length,
    };
    await ctx.db.query(
      `insert into storage.objects (bucket_id, name, metadata, version)
       values ($1, $2, $3::jsonb, $4)
       on conflict (bucket_id, name)
       do update set metadata = excluded.metadata, version = excluded.version, updated_at = now()`,
      [bucket, item.name, JSON.stringify(metadata), version],
    );
  }
  return rows.map((r) => r.name);
}
