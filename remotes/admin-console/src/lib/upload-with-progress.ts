/** A failed upload, with the storage server's own message when it gave one. */
export class UploadError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'upload failed');
  }
}

/** The storage server's message in an error answer (`{ message }` / `{ error }`). */
function messageOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { message, error } = parsed as { message?: unknown; error?: unknown };
    const said = typeof message === 'string' ? message : typeof error === 'string' ? error : '';
    return said.trim() === '' ? null : said.trim();
  } catch {
    return null;
  }
}

/**
 * PUTs a file to a signed upload URL of Storage (multipart, as storage-js sends it), calling
 * `onProgress` with the fraction sent (0..1) as the browser sends it. fetch() cannot report an
 * upload's progress, XMLHttpRequest can. The signed URL carries the authorisation (checked by
 * RLS when it was signed), so no key or token is sent with it.
 */
export function uploadWithProgress(
  signedUrl: string,
  file: File,
  onProgress: (fraction: number) => void,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<void> {
  const body = new FormData();
  body.append('cacheControl', '3600');
  body.append('', file);
  return new Promise((resolve, reject) => {
    const request = createRequest();
    request.open('PUT', signedUrl);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new UploadError(messageOf(String(request.responseText ?? ''))));
      }
    };
    request.onerror = () => reject(new UploadError(null));
    request.onabort = () => reject(new UploadError(null));
    request.send(body);
  });
}
