/**
 * Hands a file made in the page (a downloaded storage object, an exported CSV) to the browser,
 * which saves it under `name`. The object URL is released a minute later: revoking it at once
 * can cancel a download the browser has not started reading.
 */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
