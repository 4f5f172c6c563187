import '../../i18n';
import { paths } from '@csan/shared-auth/paths';
import {
  Button,
  Container,
  ErrorState,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@csan/shared-ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { NS } from '../../i18n/namespace';
import {
  isInvalidLink,
  looksLikeToken,
  useRemindersUnsubscribeMutation,
} from './api/reminders-unsubscribe-mutation';

/**
 * `/reminders-unsubscribe?token=…`: the one-click link of every renewal reminder. Opening it
 * turns renewal reminders off (only them: other mails about the account still come), with no
 * sign-in, and says so; reminders come back on from /account. A damaged or forged link says
 * it is not valid and points to the account page instead.
 */
export default function RemindersUnsubscribePage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const token = params.get('token');
  const valid = looksLikeToken(token);
  const unsubscribe = useRemindersUnsubscribeMutation();
  const { mutate } = unsubscribe;
  const asked = useRef(false);

  useEffect(() => {
    // Once per visit (React's development double effect would only repeat a harmless call).
    if (!valid || asked.current) return;
    asked.current = true;
    mutate(token);
  }, [valid, token, mutate]);

  const toAccount = (
    <Button asChild colorPalette="brand" alignSelf="start">
      <RouterLink to={paths.account()}>{t('reminders.toAccount')}</RouterLink>
    </Button>
  );

  let body: React.ReactNode;
  if (!valid || (unsubscribe.isError && isInvalidLink(unsubscribe.error))) {
    body = (
      <Stack gap="4" role="alert">
        <Text fontWeight="semibold">{t('reminders.invalid.title')}</Text>
        <Text color="fg.muted">{t('reminders.invalid.body')}</Text>
        {toAccount}
      </Stack>
    );
  } else if (unsubscribe.isError) {
    body = <ErrorState title={t('reminders.failure')} onRetry={() => unsubscribe.mutate(token)} />;
  } else if (unsubscribe.isSuccess) {
    body = (
      <Stack gap="4" role="status">
        <Text fontWeight="semibold">{t('reminders.done.title')}</Text>
        <Text color="fg.muted">{t('reminders.done.body')}</Text>
        {toAccount}
      </Stack>
    );
  } else {
    body = <LoadingState label={t('reminders.working')} />;
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('reminders.title')} />
      {body}
    </Container>
  );
}
