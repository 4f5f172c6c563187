import { DataError } from './data-error';

/**
 * A failed upload as the portal's DataError: the storage server's error answer
 * (`{ statusCode, error, message }`) with the HTTP status, or a network failure / abort.
 */
function uploadError(status: number, body: string): DataError {
  let said: unknown = null;
  try {
    said = JSON.parse(body);
  } catch {
    // Not JSON: only the status speaks.
  }
  const fields = typeof said === 'object' && said !== null ? (said as Record<string, unknown>) : {};
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value.trim() : null;
  return new DataError({
    message: text(fields.message) ?? text(fields.error) ?? 'Request failed',
    code: text(fields.error),
    // Storage names the status it meant in the body (413 for a file over the limit).
    status: Number(fields.statusCode) || status,
    source: 'storage',
  });
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
        reject(uploadError(request.status, String(request.responseText ?? '')));
      }
    };
    request.onerror = () =>
      reject(new DataError({ message: 'Failed to fetch', source: 'storage' }));
    request.onabort = () =>
      reject(new DataError({ message: 'The upload was aborted', source: 'storage' }));
    request.send(body);
  });
}
