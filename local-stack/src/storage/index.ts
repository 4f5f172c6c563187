import { Hono } from 'hono';
import type { StackContext } from '../context.js';
import { createDiskStore } from './disk.js';
import { fromDatabaseError, StorageApiError, storageErrors } from './errors.js';
import { mountBucketRoutes } from './routes-bucket.js';
import { mountListRoutes, mountListV2Routes } from './routes-list.js';
import { mountManageRoutes } from './routes-manage.js';
import { mountReadRoutes } from './routes-read.js';
import { mountSignRoutes } from './routes-sign.js';
import { mountUnsupportedRoutes } from './routes-unsupported.js';
import { mountUploadRoutes } from './routes-upload.js';
import { mountUploadSignRoutes } from './routes-upload-sign.js';

/**
 * `/storage/v1`: Supabase Storage's object and bucket API on local disk.
 * Access is decided by RLS on storage.objects / storage.buckets, evaluated as
 * the caller (see caller.ts). Specific routes are mounted before the generic
 * `/object/:bucket/*` ones, as Storage's router orders them.
 */
export function createStorageApp(ctx: StackContext): Hono {
  const app = new Hono();
  // Read lazily: tests and the stack may change storageDir after start.
  const disk = createDiskStore(() => ctx.config.storageDir);
  mountBucketRoutes(app, ctx, disk);
  mountListRoutes(app, ctx);
  mountListV2Routes(app, ctx);
  mountUploadSignRoutes(app, ctx, disk);
  mountSignRoutes(app, ctx);
  mountManageRoutes(app, ctx, disk);
  mountReadRoutes(app, ctx, disk);
  mountUploadRoutes(app, ctx, disk);
  mountUnsupportedRoutes(app);
  app.onError((error, c) => {
    if (error instanceof StorageApiError) return c.json(error.render(), error.httpStatus);
    // Client input the routes could not take: a body that is not JSON, or text Postgres
    // refuses (a NUL character, an invalid value: SQLSTATE class 22).
    const refused =
      error instanceof SyntaxError
        ? storageErrors.invalidRequest('Body is not valid JSON')
        : fromDatabaseError(error);
    if (refused) return c.json(refused.render(), refused.httpStatus);
    console.error('[storage]', error);
    return c.json(
      {
        statusCode: '500',
        code: 'InternalError',
        error: 'internal',
        message: 'Internal server error',
      },
      500,
    );
  });
  return app;
}
