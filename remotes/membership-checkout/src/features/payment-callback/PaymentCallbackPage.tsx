import '../../i18n';
import { refreshAccess } from '@csan/shared-auth';
import {
  Button,
  Card,
  Container,
  Heading,
  HStack,
  pageTitle,
  Spinner,
  Stack,
  Text,
  useDocumentTitle,
} from '@csan/shared-ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { NS } from '../../i18n/namespace';
import { useReasonText } from '../../lib/reason-text';
import { usePaymentVerifyMutation, VerifyPaymentError } from './api/payment-verify-mutation';
import { callbackPlan } from './callback-plan';
import { canRetry, ERROR_MESSAGE_KEYS, initialResultState, type ResultState } from './result-state';

/** The header and guards must see the new tier; a failed re-read only costs a stale header. */
function refreshTier() {
  refreshAccess().catch((error: unknown) =>
    console.error('[payment-callback] access refresh failed:', error),
  );
}

/** `/payment-callback`: verifying → success or error. */
export default function PaymentCallbackPage() {
  const [params] = useSearchParams();
  const { mutateAsync: verifyPayment } = usePaymentVerifyMutation();
  const plan = useMemo(() => callbackPlan(params), [params]);
  const [state, setState] = useState<ResultState>(() => initialResultState(plan));
  // Each Retry is a new attempt; the ref makes each attempt start once.
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // Once per attempt, even when StrictMode runs the effect twice (the ref survives); no
    // "cancelled" flag, since StrictMode's first cleanup would drop the only answer. An
    // attempt always settles (verifyPayment times out), and Retry exists only after that.
    if (plan.kind !== 'verify' || started.current === attempt) return;
    started.current = attempt;
    verifyPayment(plan.reference).then(
      (result) => {
        if (result.success) {
          setState({ kind: 'success', free: false });
          refreshTier();
        } else setState({ kind: 'error', reason: 'not-verified', server: null });
      },
      (error: unknown) => {
        console.error('[payment-callback] verify-payment failed:', error);
        const failure = error instanceof VerifyPaymentError ? error : null;
        setState({
          kind: 'error',
          reason: failure?.timedOut ? 'timeout' : 'verify-failed',
          server: failure?.reason ?? null,
        });
      },
    );
  }, [plan, attempt, verifyPayment]);

  useEffect(() => {
    if (plan.kind === 'free') refreshTier();
  }, [plan]);

  const retry = () => {
    setState({ kind: 'verifying' });
    setAttempt((n) => n + 1);
  };

  return (
    <Container maxW="2xl" py={{ base: '8', md: '16' }}>
      <Card.Root>
        <Card.Body>
          <ResultView state={state} onRetry={plan.kind === 'verify' ? retry : null} />
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

type View = { icon: ReactNode; heading: string; headingColor: string; message: string };

function ResultView({ state, onRetry }: { state: ResultState; onRetry: (() => void) | null }) {
  const { t } = useTranslation(NS);
  const reasonText = useReasonText();
  let view: View;
  let actions: ReactNode = null;
  if (state.kind === 'verifying') {
    view = {
      icon: <Spinner size="xl" color="brand.600" />,
      heading: t('paymentCallback.verifying'),
      headingColor: 'brand.800',
      message: t('paymentCallback.verifyingBody'),
    };
  } else if (state.kind === 'success') {
    view = {
      icon: <Mark color="green.600">✓</Mark>,
      heading: t(state.free ? 'paymentCallback.freeSuccess' : 'paymentCallback.success'),
      headingColor: 'brand.800',
      message: t(state.free ? 'paymentCallback.freeMessage' : 'paymentCallback.successMessage'),
    };
    actions = (
      <Button asChild colorPalette="brand">
        <RouterLink to="/membership">{t('paymentCallback.viewMembership')}</RouterLink>
      </Button>
    );
  } else {
    view = {
      icon: <Mark color="red.600">✕</Mark>,
      heading: t('paymentCallback.error'),
      headingColor: 'red.700',
      message: reasonText(state.server, t(ERROR_MESSAGE_KEYS[state.reason])),
    };
    actions = (
      <HStack gap="3" wrap="wrap" justify="center">
        {onRetry && canRetry(state.reason) ? (
          <Button colorPalette="brand" onClick={onRetry}>
            {t('paymentCallback.retry')}
          </Button>
        ) : null}
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/membership">{t('paymentCallback.backToMembership')}</RouterLink>
        </Button>
      </HStack>
    );
  }
  // The tab says how the payment went too (a member may have switched tabs while it verified).
  useDocumentTitle(pageTitle(view.heading));
  // The same four slots in every state, so the live region below is one element whose text
  // changes (a region inserted with its text is often not announced). Only the message is
  // announced, not the heading and the buttons.
  return (
    <Stack gap="5" align="center" textAlign="center">
      {view.icon}
      <Heading as="h1" size="2xl" color={view.headingColor}>
        {view.heading}
      </Heading>
      <Text role="status" aria-live="polite">
        {view.message}
      </Text>
      {actions}
    </Stack>
  );
}

function Mark({ color, children }: { color: string; children: string }) {
  return (
    <Text fontSize="5xl" aria-hidden="true" color={color} lineHeight="1">
      {children}
    </Text>
  );
}
