/**
 * The message an edge function put in its error body (`{ error }` or `{ message }`), if any.
 * supabase-js wraps a non-2xx answer in FunctionsHttpError whose `context` is the Response;
 * its own `message` ("Edge Function returned a non-2xx status code") is not for people.
 */
export async function functionErrorMessage(error: unknown): Promise<string | null> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response)) return null;
  try {
    const body: unknown = await context.clone().json();
    if (body && typeof body === 'object') {
      const { error: text, message } = body as { error?: unknown; message?: unknown };
      if (typeof text === 'string' && text.trim()) return text;
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON: nothing a person should read.
  }
  return null;
}
