import { DataError, loadSupabase, unwrap } from '@csan/shared-auth';

/**
 * The newsletter's three calls (migration *_newsletter.sql). The rules are the database's: it
 * validates the address (22023), limits requests per connection (PT429), answers the same for
 * every address, and checks the links' tokens. This module only calls and names the outcome.
 */

/** The shape of the links' tokens (the database checks them for real). */
const CONFIRM_TOKEN = /^[0-9a-f]{64}$/;
const UNSUBSCRIBE_TOKEN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{32}$/;

export const looksLikeConfirmToken = (token: string | null): token is string =>
  token !== null && CONFIRM_TOKEN.test(token);
export const looksLikeUnsubscribeToken = (token: string | null): token is string =>
  token !== null && UNSUBSCRIBE_TOKEN.test(token);

/** A first check in the browser, so a typo is named before a round trip; not the rule. */
export const looksLikeEmail = (text: string): boolean =>
  text.length <= 254 && /^[^@\s<>(),;:"\\]+@[^@\s<>(),;:"\\]+\.[a-zA-Z]{2,}$/.test(text);

export async function subscribeToNewsletter(email: string, language: string): Promise<void> {
  const client = await loadSupabase();
  unwrap(await client.rpc('newsletter_subscribe', { p_email: email.trim(), p_language: language }));
}

/** 'confirmed' (also when opened again) or 'expired'; an invalid link throws (22023). */
export async function confirmNewsletter(token: string): Promise<'confirmed' | 'expired'> {
  const client = await loadSupabase();
  const answer = unwrap(await client.rpc('newsletter_confirm', { p_token: token }));
  return answer === 'expired' ? 'expired' : 'confirmed';
}

export async function unsubscribeFromNewsletter(token: string): Promise<void> {
  const client = await loadSupabase();
  unwrap(await client.rpc('newsletter_unsubscribe', { p_token: token }));
}

/** What went wrong, in the words the form and pages have texts for. */
export type NewsletterFailure = 'invalid' | 'tooMany' | 'failed';
export function newsletterFailure(error: unknown): NewsletterFailure {
  if (!(error instanceof DataError)) return 'failed';
  if (error.code === 'PT429' || error.status === 429) return 'tooMany';
  if (error.code === '22023' || error.status === 400) return 'invalid';
  return 'failed';
}
