/** The name a stored object is saved under: the last segment of its path. */
export function fileNameOf(storagePath: string): string {
  return storagePath.split('/').filter(Boolean).at(-1) ?? storagePath;
}
