import { Button, chakra, Heading, Stack, Text } from '@csan/shared-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';
import type { FooterSubscribeOutcome } from './newsletter-subscribe';

// The call's code (supabase-js comes with it) loads on intent, never with `/` (size budget).
const loadSubscribe = () => import('./newsletter-subscribe');
type Loader = typeof loadSubscribe;

/** A first check, so a typo is named without a round trip; the database has the rule. */
const looksLikeEmail = (text: string) =>
  text.length <= 254 && /^[^@\s<>(),;:"\\]+@[^@\s<>(),;:"\\]+\.[a-zA-Z]{2,}$/.test(text);

/**
 * The footer's newsletter form: one labelled field, plain markup (no forms bundle). Without
 * JavaScript (a prerendered page not yet hydrated) it still works: it opens /newsletter with
 * the address filled in. Outcomes are announced: errors as alerts tied to the field, the
 * "check your inbox" answer — the same for every address — as a status.
 */
export function FooterNewsletter({ load = loadSubscribe }: { load?: Loader }) {
  const { t, i18n } = useTranslation(SHELL_NS);
  const preload = () => void load().catch(() => undefined);
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FooterSubscribeOutcome | 'typo' | null>(null);
  const error =
    outcome === 'typo' || outcome === 'invalid'
      ? t('footer.newsletter.invalid')
      : outcome === 'tooMany' || outcome === 'failed'
        ? t(`footer.newsletter.${outcome}`)
        : null;

  async function submit(address: string) {
    if (!looksLikeEmail(address)) return setOutcome('typo');
    setBusy(true);
    try {
      const { subscribeFromFooter } = await load();
      setOutcome(await subscribeFromFooter(address, i18n.resolvedLanguage ?? 'en'));
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <chakra.form
      action="/newsletter"
      method="get"
      noValidate
      aria-labelledby={`${id}-heading`}
      onFocus={preload}
      onPointerEnter={preload}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(email.trim());
      }}
    >
      <Stack gap="2">
        <Heading as="h2" size="sm" id={`${id}-heading`}>
          {t('footer.newsletter.heading')}
        </Heading>
        <chakra.label htmlFor={`${id}-email`} fontSize="sm">
          {t('footer.newsletter.label')}
        </chakra.label>
        <chakra.input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setOutcome(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          h="10"
          px="3"
          w="full"
          maxW="sm"
          color="gray.900"
          bg="white"
          borderRadius="md"
          borderWidth="2px"
          borderColor={error ? 'red.400' : 'transparent'}
          _focusVisible={{ outline: '2px solid', outlineColor: 'gold.300', outlineOffset: '2px' }}
        />
        <Button type="submit" size="sm" alignSelf="start" colorPalette="gold" loading={busy}>
          {t('footer.newsletter.button')}
        </Button>
        {/* Live regions only while they say something: an empty one on every page would be a
            second 'status' / 'alert' beside the page's own. */}
        {error ? (
          <Text role="alert" id={`${id}-error`} color="red.200">
            {error}
          </Text>
        ) : null}
        {outcome === 'sent' ? <Text role="status">{t('footer.newsletter.sent')}</Text> : null}
      </Stack>
    </chakra.form>
  );
}
