import { DataError, loadSupabase } from '@csan/shared-auth';

export type FooterSubscribeOutcome = 'sent' | 'invalid' | 'tooMany' | 'failed';

/**
 * The footer form's one call, loaded when the visitor turns to the form (focus, pointer, or
 * submit), so `/`'s first load carries only the markup. The database decides everything
 * (public.newsletter_subscribe: address check 22023, 30 requests an hour per connection PT429,
 * the same answer for every address); this names the outcome for the form's texts.
 */
export async function subscribeFromFooter(
  email: string,
  language: string,
): Promise<FooterSubscribeOutcome> {
  try {
    const client = await loadSupabase();
    const { error } = await client.rpc('newsletter_subscribe', {
      p_email: email,
      p_language: language,
    });
    if (!error) return 'sent';
    if (error.code === 'PT429') return 'tooMany';
    if (error.code === '22023') return 'invalid';
    return 'failed';
  } catch (error) {
    if (error instanceof DataError && error.code === '22023') return 'invalid';
    return 'failed';
  }
}
