import { ApiError, type ErrorBody } from './errors.js';
import { contentTypeOf, type MediaType } from './request/media.js';

/** PGRST116 for `.single()`/`.maybeSingle()` when the result is not exactly one row. */
export function singularityError(rows: number): ApiError {
  return new ApiError(406, {
    code: 'PGRST116',
    message: 'Cannot coerce the result to a single JSON object',
    details: `The result contains ${rows} rows`,
  });
}

/**
 * The body for the negotiated media type from the aggregated text. A single
 * row's array is `[<row>]`, so the object is the text without its brackets.
 */
export function formatBody(media: MediaType, jsonArray: string, rows: number): string {
  if (media === 'object') {
    if (rows !== 1) throw singularityError(rows);
    return jsonArray.slice(1, -1);
  }
  // CSV bodies are written by the SQL itself (sql/read.ts bodyAggregate).
  return jsonArray;
}

export interface Reply {
  status: number;
  body: string | null;
  media: MediaType;
  headers?: Record<string, string>;
}

export function toResponse(reply: Reply, isHead: boolean): Response {
  const headers = new Headers(reply.headers);
  if (reply.body !== null) headers.set('Content-Type', contentTypeOf(reply.media));
  const noBody = isHead || reply.body === null || reply.status === 204;
  return new Response(noBody ? null : reply.body, { status: reply.status, headers });
}

export function errorResponse(error: ApiError): Response {
  const body: ErrorBody = error.body;
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...error.headers },
  });
}
