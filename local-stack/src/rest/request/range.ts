import { ApiError } from '../errors.js';

/** `Range: 0-9` (items) as offset/limit; query `limit`/`offset` override it. */
export function parseRangeHeader(
  header: string | undefined,
): { offset: number; limit: number | null } | null {
  if (!header) return null;
  const match = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header);
  if (!match) return null;
  const lower = Number(match[1]);
  const upper = match[2] === '' ? null : Number(match[2]);
  if (upper !== null && upper < lower) {
    throw new ApiError(416, {
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details:
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    });
  }
  return { offset: lower, limit: upper === null ? null : upper - lower + 1 };
}

export interface RangeResult {
  status: 200 | 206;
  contentRange: string;
}

/** PostgREST's rangeStatusHeader: 206 when a count shows the page is partial, 416 past the end. */
export function rangeStatus(offset: number, pageTotal: number, total: number | null): RangeResult {
  const upper = offset + pageTotal - 1;
  const totalText = total === null ? '*' : String(total);
  const rangeText = total !== 0 && offset <= upper ? `${offset}-${upper}` : '*';
  if (total !== null && offset > total) {
    throw new ApiError(
      416,
      {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
      },
      { 'Content-Range': `*/${total}` },
    );
  }
  const status = total !== null && 1 + upper - offset < total ? 206 : 200;
  return { status, contentRange: `${rangeText}/${totalText}` };
}
