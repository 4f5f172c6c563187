import '../../i18n';
import { Container, PageHeader } from '@csan/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  confirmNewsletter,
  looksLikeConfirmToken,
  looksLikeUnsubscribeToken,
  unsubscribeFromNewsletter,
} from '../../api/newsletter';
import { NewsletterForm } from '../../components/newsletter/NewsletterForm';
import { NS } from '../../i18n/namespace';
import { type LinkOutcome, LinkResult } from './components/LinkResult';

const confirm = async (token: string): Promise<LinkOutcome> =>
  (await confirmNewsletter(token)) === 'expired' ? 'expired' : 'done';
const unsubscribe = async (token: string): Promise<LinkOutcome> => {
  await unsubscribeFromNewsletter(token);
  return 'done';
};

/**
 * `/newsletter`: the subscribe form, and where the mails' links land — `?confirm=<token>`
 * (the double opt-in's link: consent recorded) and `?unsubscribe=<signed token>` (every issue's
 * one-click link). Public, no sign-in: the tokens are the proof. Once confirmed the form is not
 * offered again; after an unsubscribe, an expired or an invalid link it is (to start over).
 */
export default function NewsletterPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const confirmToken = params.get('confirm');
  const unsubscribeToken = params.get('unsubscribe');
  const [confirmed, setConfirmed] = useState(false);

  let result: React.ReactNode = null;
  if (confirmToken !== null) {
    result = (
      <LinkResult
        token={confirmToken}
        valid={looksLikeConfirmToken(confirmToken)}
        run={confirm}
        texts="newsletter.confirm"
        onOutcome={(outcome) => setConfirmed(outcome === 'done')}
      />
    );
  } else if (unsubscribeToken !== null) {
    result = (
      <LinkResult
        token={unsubscribeToken}
        valid={looksLikeUnsubscribeToken(unsubscribeToken)}
        run={unsubscribe}
        texts="newsletter.unsubscribe"
      />
    );
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('newsletter.title')} description={t('newsletter.description')} />
      {result}
      {confirmed ? null : <NewsletterForm initialEmail={params.get('email') ?? ''} />}
    </Container>
  );
}
