/** The name a stored object is saved under: the last segment of its path. */
export function fileNameOf(storagePath: string): string {
  return storagePath.split('/').filter(Boolean).at(-1) ?? storagePath;
}

/** Hands a downloaded file to the browser, which saves it under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
