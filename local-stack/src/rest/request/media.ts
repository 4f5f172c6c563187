import { ApiError } from '../errors.js';

export type MediaType = 'json' | 'object' | 'csv';

const OBJECT = 'application/vnd.pgrst.object+json';

/** Picks the response format from Accept (first acceptable entry wins, as PostgREST does). */
export function negotiate(accept: string | undefined): MediaType {
  if (!accept) return 'json';
  for (const entry of accept.split(',')) {
    const type = (entry.split(';')[0] ?? '').trim().toLowerCase();
    if (type === OBJECT || type === 'application/vnd.pgrst.object') return 'object';
    if (type === 'application/vnd.pgrst.array+json' || type === 'application/vnd.pgrst.array')
      return 'json';
    if (type === 'text/csv') return 'csv';
    if (type === 'application/json' || type === '*/*' || type === 'application/*' || type === '')
      return 'json';
  }
  throw new ApiError(406, {
    code: 'PGRST107',
    message: `None of these media types are available: ${accept}`,
  });
}

export function contentTypeOf(media: MediaType): string {
  if (media === 'object') return `${OBJECT}; charset=utf-8`;
  if (media === 'csv') return 'text/csv; charset=utf-8';
  return 'application/json; charset=utf-8';
}

/** `nulls=stripped` on the chosen JSON media type: object keys whose value is null are left out. */
export function stripsNulls(accept: string | undefined): boolean {
  const [first] = (accept ?? '').split(',');
  return (first ?? '')
    .split(';')
    .slice(1)
    .some((param) => param.trim().toLowerCase() === 'nulls=stripped');
}
