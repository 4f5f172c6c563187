import '../../i18n';
import { useSession } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
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
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { NS } from '../../i18n/namespace';
import { useReasonText } from '../../lib/reason-text';
import { usePaymentActivated } from './api/payment-activated-live';
import { usePaymentFacts } from './api/payment-facts-query';
import { refreshTier, usePaymentVerifyMutation } from './api/payment-verify-mutation';
import { callbackPlan, type RetryOrder } from './callback-plan';
import { OtpForm } from './components/OtpForm';
import { PaymentFactsList } from './components/PaymentFactsList';
import {
  canOrderAgain,
  canRetry,
  ERROR_MESSAGE_KEYS,
  initialResultState,
  type ResultState,
  verifyResultState,
} from './result-state';

/**
 * Paystack's advice for a pending charge: check it again after 10 s or more. The webhook's
 * activation still shows at once (usePaymentActivated); this only learns a decline or a timeout.
 */
export const RECHECK_MS = 10_000;

/**
 * `/payment-callback`: verifying → success or error. A mobile-money charge may first take the
 * network's OTP, then waits for the member's approval on the phone ('waiting', asked again
 * every RECHECK_MS) and never shows success before the payment is settled. The provider may send the member back to a
 * browser without their session (expired, another origin): the payment is not known to have
 * failed then (the webhook activates it), so the page asks them to sign in and comes back here.
 */
export default function PaymentCallbackPage() {
  const [params] = useSearchParams();
  const plan = useMemo(() => callbackPlan(params), [params]);
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.id ?? null);
  const verify = usePaymentVerifyMutation();
  const { mutate } = verify;
  // Verified once on arrival with a session, even when StrictMode runs the effect twice (the ref
  // survives); Retry verifies again (verify-payment is idempotent). Every attempt settles: it
  // times out.
  const started = useRef(false);
  // The subscription activated (by verify-payment or the webhook) ends 'Processing Payment' live.
  const activated = usePaymentActivated(
    plan.kind === 'verify' ? plan.reference : null,
    status === 'signed-in',
  );

  useEffect(() => {
    if (plan.kind !== 'verify' || status !== 'signed-in' || started.current) return;
    started.current = true;
    mutate(plan.reference);
  }, [plan, status, mutate]);

  useEffect(() => {
    if (plan.kind === 'free') refreshTier();
  }, [plan]);

  // Still pending: ask again after RECHECK_MS, and keep showing 'waiting' while it asks.
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  const result = verify.data;
  useEffect(() => {
    if (plan.kind !== 'verify' || activated || !result) return;
    if (!result.pending) {
      setCheckedAt(null);
      return;
    }
    setCheckedAt(new Date());
    const timer = setTimeout(() => mutate(plan.reference), RECHECK_MS);
    return () => clearTimeout(timer);
  }, [plan, activated, result, mutate]);
  const [otpOpen, setOtpOpen] = useState(plan.kind === 'verify' && plan.mobileMoney?.otp === true);

  let state: ResultState;
  if (plan.kind !== 'verify') state = initialResultState(plan);
  // A session owing its MFA code step signs in first too (the sign-in returns here).
  else if (status === 'signed-out' || status === 'mfa-pending') state = { kind: 'sign-in' };
  else if (activated) state = { kind: 'success', free: false };
  else {
    state = verifyResultState(verify);
    if (checkedAt && (state.kind === 'verifying' || state.kind === 'waiting'))
      state = { kind: 'waiting', checkedAt };
  }
  const askOtp =
    otpOpen && plan.kind === 'verify' && (state.kind === 'waiting' || state.kind === 'verifying');
  const reference = plan.kind === 'verify' ? plan.reference : null;
  const facts = usePaymentFacts(userId, reference, state.kind === 'success' && !state.free);
  const retry = () => {
    if (plan.kind === 'verify') mutate(plan.reference);
  };

  return (
    <Container maxW="2xl" py={{ base: '8', md: '16' }}>
      <Card.Root>
        <Card.Body>
          {askOtp && plan.kind === 'verify' ? (
            <OtpForm
              reference={plan.reference}
              onDone={() => {
                setOtpOpen(false);
                // The charge moved on (to the phone, or settled): ask where it stands now.
                mutate(plan.reference);
              }}
            />
          ) : (
            <ResultView
              state={state}
              onRetry={plan.kind === 'verify' ? retry : null}
              order={plan.kind === 'verify' ? plan.order : undefined}
              phone={plan.kind === 'verify' && Boolean(plan.mobileMoney)}
            />
          )}
          {state.kind === 'success' && facts.data ? (
            <Stack align="center" mt="6">
              <PaymentFactsList facts={facts.data} />
            </Stack>
          ) : null}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

type View = { icon: ReactNode; heading: string; headingColor: string; message: string };

function ResultView({
  state,
  onRetry,
  order,
  phone,
}: {
  state: ResultState;
  onRetry: (() => void) | null;
  order: RetryOrder | undefined;
  /** A mobile-money charge: waiting is for the member's approval on the phone. */
  phone: boolean;
}) {
  const { t, i18n } = useTranslation(NS);
  const location = useLocation();
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
  } else if (state.kind === 'waiting' && !phone) {
    // A card payment still in progress at the provider (3-D Secure, say): no phone to mention.
    view = {
      icon: <Spinner size="xl" color="brand.600" />,
      heading: t('paymentCallback.verifying'),
      headingColor: 'brand.800',
      message: t('paymentCallback.verifyingBody'),
    };
  } else if (state.kind === 'waiting') {
    view = {
      icon: <Spinner size="xl" color="brand.600" />,
      heading: t('paymentCallback.waitingTitle'),
      headingColor: 'brand.800',
      message: t('paymentCallback.waitingBody'),
    };
    actions = state.checkedAt ? (
      <Text fontSize="sm" color="fg.muted">
        {t('paymentCallback.waitingChecked', {
          time: state.checkedAt.toLocaleTimeString(i18n.language),
        })}
      </Text>
    ) : null;
  } else if (state.kind === 'sign-in') {
    view = {
      icon: <Mark color="brand.600">?</Mark>,
      heading: t('paymentCallback.signInTitle'),
      headingColor: 'brand.800',
      message: t('paymentCallback.signInMessage'),
    };
    actions = (
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.login({ next: `${location.pathname}${location.search}` })}>
          {t('paymentCallback.signIn')}
        </RouterLink>
      </Button>
    );
  } else if (state.kind === 'success') {
    view = {
      icon: <Mark color="green.600">✓</Mark>,
      heading: t(state.free ? 'paymentCallback.freeSuccess' : 'paymentCallback.success'),
      headingColor: 'brand.800',
      message: t(state.free ? 'paymentCallback.freeMessage' : 'paymentCallback.successMessage'),
    };
    actions = (
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.membership()}>{t('paymentCallback.viewMembership')}</RouterLink>
      </Button>
    );
  } else {
    view = {
      icon: <Mark color="red.600">✕</Mark>,
      heading: t(
        state.reason === 'declined'
          ? 'paymentCallback.declined'
          : state.reason === 'phone-timeout'
            ? 'paymentCallback.phoneTimeout'
            : 'paymentCallback.error',
      ),
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
        {canOrderAgain(state.reason) && order ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.checkout(order)}>{t('paymentCallback.tryAgain')}</RouterLink>
          </Button>
        ) : null}
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={paths.membership()}>{t('paymentCallback.backToMembership')}</RouterLink>
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
