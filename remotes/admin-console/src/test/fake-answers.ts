import { type FakeResult, ok } from '@csan/shared-auth/testing';

/** A page of rows with the exact count PostgREST answers in Content-Range. */
export function pageOf(rows: unknown[], count: number): FakeResult {
  return Object.assign(ok(rows), { count });
}
