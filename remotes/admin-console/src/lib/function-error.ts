/**
 * The message an edge function gave in its error body (`{ error }` or `{ message }`), if any.
 * supabase-js wraps a non-2xx answer in FunctionsHttpError whose `context` is the Response; its
 * own message ("Edge Function returned a non-2xx status code") is not for people.
 */
export async function functionErrorMessage(error: unknown): Promise<string | null> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response)) return null;
  try {
    const body: unknown = await context.clone().json();
    if (typeof body !== 'object' || body === null) return null;
    const { error: text, message } = body as { error?: unknown; message?: unknown };
    const said = typeof text === 'string' ? text : typeof message === 'string' ? message : '';
    return said.trim() === '' ? null : said.trim();
  } catch {
    return null;
  }
}

/** A failed admin write, carrying the server's own words when it gave some. */
export class AdminWriteError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'admin write failed');
  }
}
