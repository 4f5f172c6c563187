import { describe, expect, it } from 'vitest';
import {
  classifyDataError,
  DATA_ERROR_KINDS,
  DataError,
  dataErrorKind,
  toDataError,
  unwrap,
} from './data-error';
import { fail, ok } from './testing/fake-supabase';

describe('classifyDataError', () => {
  it.each([
    // What the database raises (supabase/migrations) and PostgREST answers.
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, 'duplicate'],
    [{ code: '42501', message: 'new row violates row-level security policy' }, 'refused'],
    [{ code: '42501', message: 'Access denied: admin role required' }, 'refused'],
    [
      { code: '42501', message: 'Access denied: multi-factor authentication required' },
      'needs-mfa',
    ],
    [{ code: '57014', message: 'canceling statement due to statement timeout' }, 'timeout'],
    [{ code: 'PT429', message: 'Too many submissions from this address.' }, 'rate-limited'],
    [{ code: 'P0002', message: 'User not found' }, 'not-found'],
    [
      { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
      'not-found',
    ],
    [{ code: 'PGRST301', message: 'JWT expired' }, 'needs-sign-in'],
    [{ code: '22023', message: 'new_deadline_days must be between 1 and 30' }, 'invalid'],
    [{ code: '23514', message: 'team_full' }, 'invalid'],
    [{ code: '22001', message: 'value too long for type character varying(255)' }, 'invalid'],
    // Edge functions: the HTTP status decides, a machine code naming MFA needs the factor.
    [{ status: 401, message: 'Sign in to continue', code: null }, 'needs-sign-in'],
    [{ status: 403, message: 'Verify your second factor', code: 'mfa_required' }, 'needs-mfa'],
    [{ status: 403, message: 'Admins only' }, 'refused'],
    [{ status: 409, message: 'Already requested' }, 'duplicate'],
    [{ status: 429, message: 'Slow down' }, 'rate-limited'],
    [{ status: 400, message: 'Invalid discount code', code: 'discount_invalid' }, 'invalid'],
    [{ status: 504, message: 'Gateway Timeout' }, 'timeout'],
    [{ status: 500, message: 'Internal error' }, 'unknown'],
    // supabase-js without an answer.
    [{ message: 'TypeError: Failed to fetch' }, 'network'],
    [{ message: 'The operation was aborted' }, 'timeout'],
    [{ message: 'something odd' }, 'unknown'],
  ] as const)('%o is %s', (error, kind) => {
    expect(classifyDataError(error)).toBe(kind);
  });
});

describe('DataError', () => {
  it('keeps code, details, hint and status, and is classified once', () => {
    const error = new DataError({
      message: 'insert or update on table "x" violates foreign key constraint',
      code: '23503',
      details: 'Key (user_id)=(u1) is not present in table "profiles".',
      hint: 'check the id',
      status: 409,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DataError');
    expect(error).toMatchObject({
      code: '23503',
      details: 'Key (user_id)=(u1) is not present in table "profiles".',
      hint: 'check the id',
      status: 409,
      kind: 'invalid', // a foreign key, not a duplicate, though PostgREST answers 409
      source: 'database',
    });
  });

  it("hides supabase-js's generic text from serverMessage", () => {
    expect(
      new DataError({ message: 'Edge Function returned a non-2xx status code' }).serverMessage,
    ).toBeNull();
    expect(new DataError({ message: 'team_full' }).serverMessage).toBe('team_full');
  });

  it('every kind is listed once', () => {
    expect(new Set(DATA_ERROR_KINDS).size).toBe(DATA_ERROR_KINDS.length);
  });
});

describe('unwrap', () => {
  it('gives the data of a success, null included', () => {
    expect(unwrap(ok([{ id: 1 }]) as { data: { id: number }[]; error: null })).toEqual([{ id: 1 }]);
    expect(unwrap({ data: null, error: null })).toBeNull();
  });

  it("throws a DataError with the failure's fields and the result's HTTP status", () => {
    const result = {
      data: null,
      error: { message: 'duplicate key', code: '23505', details: 'Key (code)=(X)', hint: null },
      status: 409,
    };
    let thrown: unknown;
    try {
      unwrap(result);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataError);
    expect(thrown).toMatchObject({
      message: 'duplicate key',
      code: '23505',
      details: 'Key (code)=(X)',
      status: 409,
      kind: 'duplicate',
    });
    expect((thrown as DataError).cause).toBe(result.error);
  });

  it('keeps a status the error itself carries', () => {
    expect(() => unwrap(fail('Too many', 'PT429', 429))).toThrow(
      expect.objectContaining({ status: 429, kind: 'rate-limited' }),
    );
  });
});

describe('toDataError / dataErrorKind', () => {
  it('turns a storage error (statusCode as text) into a DataError', () => {
    const error = toDataError({ message: 'Object not found', statusCode: '404' }, 'storage');
    expect(error).toMatchObject({ status: 404, kind: 'not-found', source: 'storage' });
  });

  it('returns a DataError as it is, and classes anything else as unknown', () => {
    const error = new DataError({ message: 'x', code: '42501' });
    expect(toDataError(error)).toBe(error);
    expect(dataErrorKind(error)).toBe('refused');
    expect(dataErrorKind(new Error('plain'))).toBe('unknown');
    expect(toDataError('text')).toMatchObject({ message: 'text', kind: 'unknown' });
  });
});
