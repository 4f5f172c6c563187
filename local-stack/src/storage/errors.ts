/**
 * Storage API errors in supabase/storage's shape: the HTTP status is 400 for
 * every client error (legacy behaviour storage-js relies on) and the real
 * status travels as a string in `statusCode`.
 */
export class StorageApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  get httpStatus(): 400 | 500 {
    return this.statusCode >= 500 ? 500 : 400;
  }

  render() {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }
}

export const storageErrors = {
  noSuchBucket: () =>
    new StorageApiError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageApiError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  invalidKey: (key: string) =>
    new StorageApiError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () =>
    new StorageApiError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  rlsViolation: () =>
    new StorageApiError(
      403,
      'AccessDenied',
      'Unauthorized',
      'new row violates row-level security policy',
    ),
  accessDenied: (message: string) =>
    new StorageApiError(403, 'AccessDenied', 'Unauthorized', message),
  alreadyExists: () =>
    new StorageApiError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageApiError(
      409,
      'ResourceNotEmpty',
      'ResourceNotEmpty',
      'The bucket you tried to delete is not empty',
    ),
  entityTooLarge: () =>
    new StorageApiError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMimeType: (mime: string) =>
    new StorageApiError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${mime} is not supported`,
    ),
  invalidJwt: (message: string) => new StorageApiError(400, 'InvalidJWT', 'InvalidJWT', message),
  missingParameter: (name: string) =>
    new StorageApiError(
      400,
      'MissingParameter',
      'MissingParameter',
      `Missing Required Parameter ${name}`,
    ),
  invalidRequest: (message: string) =>
    new StorageApiError(400, 'InvalidRequest', 'InvalidRequest', message),
};

/** Maps a Postgres error raised while acting as the caller to what Storage answers. */
export function fromDatabaseError(error: unknown): StorageApiError | undefined {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === '42501') return storageErrors.rlsViolation();
  if (code === '23505') return storageErrors.alreadyExists();
  if (code === '23503') return storageErrors.noSuchBucket();
  if (code.startsWith('22') && error instanceof Error) {
    return storageErrors.invalidRequest(error.message);
  }
  return undefined;
}
