import type { Hono } from 'hono';
import { StorageApiError } from './errors.js';

/** Storage features the local stack does not implement, each answered in Storage's error shape. */
export const UNSUPPORTED_STORAGE_ROUTES: readonly { path: string; message: string }[] = [
  { path: '/render/image/*', message: 'Image transformation is not enabled' },
  { path: '/vector/*', message: 'Vector buckets are not enabled' },
  { path: '/iceberg/*', message: 'Analytics buckets are not enabled' },
  { path: '/s3/*', message: 'The S3 protocol is not enabled' },
];

export function mountUnsupportedRoutes(app: Hono): void {
  for (const route of UNSUPPORTED_STORAGE_ROUTES) {
    app.all(route.path, () => {
      throw new StorageApiError(400, 'FeatureNotEnabled', 'FeatureNotEnabled', route.message);
    });
  }
}
