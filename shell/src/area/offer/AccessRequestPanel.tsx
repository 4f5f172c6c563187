import { type Area, DataError, refreshAccess } from '@csan/shared-auth';
import {
  Box,
  Button,
  ErrorState,
  formatDate,
  Heading,
  LoadingState,
  Stack,
  Text,
  toaster,
} from '@csan/shared-ui';
import { LabelledField, Textarea } from '@csan/shared-ui/forms';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_REQUEST_MESSAGE_MAX,
  useAccessRequestCreateMutation,
} from './api/access-request-create-mutation';
import { type AccessRequest, useAccessRequestQuery } from './api/access-request-query';
import { AREA_OFFER_NS } from './i18n/namespace';

/** The text for a refused request: one already open (23505), the area already held (PT409). */
function failureKey(error: unknown): string {
  if (error instanceof DataError && error.code === '23505') return 'request.alreadyOpen';
  if (error instanceof DataError && error.code === 'PT409') return 'request.alreadyGranted';
  return 'request.failure';
}

/** Where the member's latest request stands: waiting, declined (ask again) or granted. */
function RequestState({ request }: { request: AccessRequest }) {
  const { t, i18n } = useTranslation(AREA_OFFER_NS);
  const date = formatDate(request.created_at, i18n.language);
  const decided = request.decided_at ? formatDate(request.decided_at, i18n.language) : '';
  const palette = { pending: 'blue', granted: 'green', declined: 'orange' }[request.status];
  return (
    <Box
      data-testid="area-request-state"
      data-status={request.status}
      role="status"
      borderWidth="1px"
      borderColor={`${palette}.300`}
      bg={`${palette}.50`}
      borderRadius="md"
      p="4"
    >
      <Text fontWeight="semibold">{t(`request.${request.status}.title`)}</Text>
      <Text>{t(`request.${request.status}.body`, { date, decided })}</Text>
      {request.message ? (
        <Text fontSize="sm" color="fg.muted" mt="2" whiteSpace="pre-wrap" wordBreak="break-word">
          {t('request.yourNote', { message: request.message })}
        </Text>
      ) : null}
      {request.status === 'granted' ? (
        // The flag is set: read the access facts again and the area gate opens the area.
        <Button mt="3" colorPalette="brand" onClick={() => void refreshAccess()}>
          {t('request.granted.open')}
        </Button>
      ) : null}
    </Box>
  );
}

/** The request form: an optional note (at most 500 characters, as the database allows). */
function RequestForm({ area }: { area: Area }) {
  const { t } = useTranslation(AREA_OFFER_NS);
  const [message, setMessage] = useState('');
  const create = useAccessRequestCreateMutation();
  const max = ACCESS_REQUEST_MESSAGE_MAX;
  const tooLong = message.trim().length > max;

  async function submit() {
    if (tooLong || create.isPending) return;
    try {
      await create.mutateAsync({ area, message });
      toaster.success({ title: t('request.sent') });
      setMessage('');
    } catch (error) {
      toaster.error({ title: t(failureKey(error)) });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <LabelledField
          label={t('request.messageLabel')}
          error={tooLong ? t('request.tooLong', { max }) : undefined}
          helper={t('request.messageHelp', { max })}
        >
          <Textarea
            rows={4}
            value={message}
            maxLength={max}
            onChange={(event) => setMessage(event.target.value)}
          />
        </LabelledField>
        <Box>
          <Button type="submit" colorPalette="brand" loading={create.isPending}>
            {t('request.submit')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/**
 * Asking for the area: the member's latest request and its state; a form when nothing is
 * waiting (never asked, or declined: they may ask again).
 */
export function AccessRequestPanel({ area }: { area: Area }) {
  const { t } = useTranslation(AREA_OFFER_NS);
  const headingId = useId();
  const latest = useAccessRequestQuery(area);
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId} mb="3">
        {t('request.heading')}
      </Heading>
      {latest.isPending ? <LoadingState label={t('request.loading')} /> : null}
      {latest.isError ? (
        <ErrorState message={t('request.loadError')} onRetry={() => void latest.refetch()} />
      ) : null}
      {latest.isSuccess ? (
        <Stack gap="4">
          {latest.data ? <RequestState request={latest.data} /> : null}
          {latest.data?.status === 'pending' || latest.data?.status === 'granted' ? null : (
            <>
              <Text>{t('request.intro')}</Text>
              <RequestForm area={area} />
            </>
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
