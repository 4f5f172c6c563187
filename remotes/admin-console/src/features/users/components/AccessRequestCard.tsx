import { DataError } from '@csan/shared-auth';
import { Badge, Box, Button, formatDate, HStack, Stack, Text, toaster } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import {
  type AccessDecision,
  useAccessRequestDecideMutation,
} from '../api/access-request-decide-mutation';
import type { AccessRequestRow } from '../api/access-request-list-query';

/**
 * One pending request for a partner area: who asked (name, e-mail, organization, tier), which
 * area, when, their note; Grant (sets the area's flag) or Decline, each saved at once.
 */
export function AccessRequestCard({ request }: { request: AccessRequestRow }) {
  const { t, i18n } = useTranslation(NS);
  const decide = useAccessRequestDecideMutation();
  const { ready } = useAdminWrite();
  const who = request.full_name?.trim() || request.email || t('accessRequests.unknownMember');

  async function act(decision: AccessDecision['decision']) {
    if (!ready()) return;
    try {
      await decide.mutateAsync({ requestId: request.id, decision });
      toaster.success({ title: t(`accessRequests.${decision}`, { name: who }) });
    } catch (error) {
      const decided = error instanceof DataError && error.code === 'PT409';
      toaster.error({
        title: t(decided ? 'accessRequests.alreadyDecided' : 'accessRequests.failure'),
      });
    }
  }

  const busy = decide.isPending;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" listStyleType="none">
      <Stack gap="3">
        <HStack gap="2" flexWrap="wrap">
          <Text as="h3" fontWeight="semibold">
            {who}
          </Text>
          <Badge colorPalette="purple" variant="subtle">
            {t(`accessRequests.areas.${request.area}`)}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {t('accessRequests.requested', { date: formatDate(request.created_at, i18n.language) })}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {[request.email, request.organization, request.membership_tier ?? t('users.noTier')]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Text
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          fontStyle={request.message ? undefined : 'italic'}
        >
          {request.message ?? t('accessRequests.noNote')}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <Button
            size="sm"
            colorPalette="brand"
            loading={busy && decide.variables?.decision === 'granted'}
            disabled={busy}
            aria-label={t('accessRequests.grantLabel', { name: who })}
            onClick={() => void act('granted')}
          >
            {t('accessRequests.grant')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={busy && decide.variables?.decision === 'declined'}
            disabled={busy}
            aria-label={t('accessRequests.declineLabel', { name: who })}
            onClick={() => void act('declined')}
          >
            {t('accessRequests.decline')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
