import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Object bytes on disk at `<root>/<bucket>/<version>`: the file name is the
 * row's server-generated `version` UUID, never the caller's key, so no key can
 * reach outside the root. Each write makes a new version; the old file is
 * removed once the database row points at the new one.
 */
export interface DiskStore {
  newVersion(): string;
  write(bucket: string, version: string, bytes: Uint8Array): Promise<void>;
  read(bucket: string, version: string): Promise<Buffer>;
  copy(
    from: { bucket: string; version: string },
    to: { bucket: string; version: string },
  ): Promise<void>;
  remove(bucket: string, version: string): Promise<void>;
  removeBucket(bucket: string): Promise<void>;
}

export function createDiskStore(root: () => string): DiskStore {
  const bucketDir = (bucket: string) => {
    const dir = path.resolve(root(), encodeURIComponent(bucket));
    if (path.dirname(dir) !== path.resolve(root())) throw new Error(`bad bucket folder: ${bucket}`);
    return dir;
  };
  const file = (bucket: string, version: string) => {
    if (!VERSION.test(version)) throw new Error(`bad object version: ${version}`);
    return path.join(bucketDir(bucket), version);
  };
  return {
    newVersion: () => randomUUID(),
    async write(bucket, version, bytes) {
      await mkdir(bucketDir(bucket), { recursive: true });
      await writeFile(file(bucket, version), bytes);
    },
    read: (bucket, version) => readFile(file(bucket, version)),
    async copy(from, to) {
      await mkdir(bucketDir(to.bucket), { recursive: true });
      await copyFile(file(from.bucket, from.version), file(to.bucket, to.version));
    },
    async remove(bucket, version) {
      await rm(file(bucket, version), { force: true });
    },
    async removeBucket(bucket) {
      await rm(bucketDir(bucket), { recursive: true, force: true });
    },
  };
}
