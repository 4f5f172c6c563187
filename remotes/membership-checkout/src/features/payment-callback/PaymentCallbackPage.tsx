import '../../i18n';
import { refreshAccess } from '@csan/shared-auth';
import { Button, Card, Container, Heading, Spinner, Stack, Text } from '@csan/shared-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { NS } from '../../i18n/namespace';
import { VerifyPaymentError, verifyPayment } from './api/verify-payment-mutation';
import { callbackPlan } from './callback-plan';
import { ERROR_MESSAGE_KEYS, initialResultState, type ResultState } from './result-state';

/** The header and guards must see the new tier; a failed re-read only costs a stale header. */
function refreshTier() {
  refreshAccess().catch((error: unknown) =>
    console.error('[payment-callback] access refresh failed:', error),
  );
}

/** `/payment-callback`: verifying → success or error (spec sections 2, 4 and 8). */
export default function PaymentCallbackPage() {
  const [params] = useSearchParams();
  const plan = useMemo(() => callbackPlan(params), [params]);
  const [state, setState] = useState<ResultState>(() => initialResultState(plan));
  const started = useRef(false);

  useEffect(() => {
    // Once per page, even when StrictMode runs the effect twice (the ref survives); no
    // "cancelled" flag, since StrictMode's first cleanup would drop the only answer.
    if (plan.kind !== 'verify' || started.current) return;
    started.current = true;
    verifyPayment(plan.reference).then(
      (result) => {
        if (result.success) {
          setState({ kind: 'success', free: false });
          refreshTier();
        } else setState({ kind: 'error', reason: 'not-verified', serverMessage: null });
      },
      (error: unknown) => {
        console.error('[payment-callback] verify-payment failed:', error);
        const serverMessage = error instanceof VerifyPaymentError ? error.serverMessage : null;
        setState({ kind: 'error', reason: 'verify-failed', serverMessage });
      },
    );
  }, [plan]);

  useEffect(() => {
    if (plan.kind === 'free') refreshTier();
  }, [plan]);

  return (
    <Container maxW="2xl" py={{ base: '8', md: '16' }}>
      <Card.Root>
        <Card.Body>
          <Stack gap="5" align="center" textAlign="center" role="status" aria-live="polite">
            <ResultView state={state} />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

function ResultView({ state }: { state: ResultState }) {
  const { t } = useTranslation(NS);
  if (state.kind === 'verifying') {
    return (
      <>
        <Spinner size="xl" color="brand.600" />
        <Heading as="h1" size="2xl" color="brand.800">
          {t('paymentCallback.verifying')}
        </Heading>
        <Text color="fg.muted">{t('paymentCallback.verifyingBody')}</Text>
      </>
    );
  }
  if (state.kind === 'success') {
    return (
      <>
        <Text fontSize="5xl" aria-hidden="true" color="green.600" lineHeight="1">
          ✓
        </Text>
        <Heading as="h1" size="2xl" color="brand.800">
          {t(state.free ? 'paymentCallback.freeSuccess' : 'paymentCallback.success')}
        </Heading>
        <Text>
          {t(state.free ? 'paymentCallback.freeMessage' : 'paymentCallback.successMessage')}
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/membership">{t('paymentCallback.viewMembership')}</RouterLink>
        </Button>
      </>
    );
  }
  return (
    <>
      <Text fontSize="5xl" aria-hidden="true" color="red.600" lineHeight="1">
        ✕
      </Text>
      <Heading as="h1" size="2xl" color="red.700">
        {t('paymentCallback.error')}
      </Heading>
      <Text>{state.serverMessage ?? t(ERROR_MESSAGE_KEYS[state.reason])}</Text>
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to="/membership">{t('paymentCallback.backToMembership')}</RouterLink>
      </Button>
    </>
  );
}
