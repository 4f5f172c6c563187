import { describe, expect, it } from 'vitest';
import { uploadWithProgress } from './upload-with-progress';

/** Just enough of an XMLHttpRequest to drive the upload's events from the test. */
class FakeRequest {
  method = '';
  url = '';
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  finish(status: number, responseText = '') {
    this.status = status;
    this.responseText = responseText;
    this.onload?.();
  }
}

function start() {
  const request = new FakeRequest();
  const seen: number[] = [];
  const file = new File(['%PDF-1.4'], 'x.pdf', { type: 'application/pdf' });
  const done = uploadWithProgress(
    'http://api/storage/v1/object/upload/sign/resources/x.pdf?token=t',
    file,
    (fraction) => seen.push(fraction),
    () => request as unknown as XMLHttpRequest,
  );
  return { request, seen, done, file };
}

describe('uploadWithProgress', () => {
  it('PUTs the file as multipart to the signed URL and reports the fraction sent', async () => {
    const { request, seen, done, file } = start();
    expect(request.method).toBe('PUT');
    expect(request.url).toContain('/object/upload/sign/resources/x.pdf?token=t');
    expect((request.body as FormData).get('')).toBe(file);
    request.progress(25, 100);
    request.progress(100, 100);
    request.finish(200, '{"Key":"resources/x.pdf"}');
    await done;
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it('fails with the storage server’s message, or without one', async () => {
    const refused = start();
    refused.request.finish(
      400,
      '{"statusCode":"413","error":"Payload too large","message":"The object exceeded the maximum allowed size"}',
    );
    await expect(refused.done).rejects.toMatchObject({
      name: 'DataError',
      message: 'The object exceeded the maximum allowed size',
      serverMessage: 'The object exceeded the maximum allowed size',
      status: 413,
      kind: 'invalid',
      source: 'storage',
    });
    const broken = start();
    broken.request.onerror?.();
    await expect(broken.done).rejects.toMatchObject({ serverMessage: null, kind: 'network' });
  });
});
