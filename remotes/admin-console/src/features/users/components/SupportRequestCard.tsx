import { Badge, Box, formatDate, HStack, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { SupportRequest } from '../api/support-request-list-query';
import { ExtendDeadlineDialog } from './ExtendDeadlineDialog';
import { RemoveFactorsDialog } from './RemoveFactorsDialog';
import { ResetRequirementDialog } from './ResetRequirementDialog';
import { ResolveRequestDialog } from './ResolveRequestDialog';

const STATUS_PALETTE = { pending: 'orange', in_progress: 'blue', resolved: 'green' } as const;

/**
 * One support request: type, status, dates, who sent it and how to reach them, what they
 * wrote, their MFA now; while open, the admin's actions (a resolved request has none).
 */
export function SupportRequestCard({ request }: { request: SupportRequest }) {
  const { t, i18n } = useTranslation(NS);
  const date = (value: string) => formatDate(value, i18n.language);
  const who = request.full_name?.trim() || request.email || t('mfaSupport.unknownMember');
  const open = request.status !== 'resolved';
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" listStyleType="none">
      <Stack gap="3">
        <HStack gap="2" flexWrap="wrap">
          <Text as="h3" fontWeight="semibold">
            {t(`mfaSupport.types.${request.request_type}`)}
          </Text>
          <Badge colorPalette={STATUS_PALETTE[request.status]} variant="subtle">
            {t(`mfaSupport.statuses.${request.status}`)}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {t('mfaSupport.submitted', { date: date(request.created_at) })}
          </Text>
        </HStack>
        <Stack gap="1" fontSize="sm">
          <Text>
            {t('mfaSupport.from')}: {who}
            {request.email && request.full_name ? ` <${request.email}>` : ''}
          </Text>
          <Text>
            {t('mfaSupport.contact')}: {request.contact_method ?? t('mfaSupport.noContact')}
          </Text>
          {request.user_id ? (
            <Text color="fg.muted">
              {request.verified_factors > 0
                ? t('mfaSupport.factors', { count: request.verified_factors })
                : t('mfaSupport.noFactors')}
              {' · '}
              {request.mfa_setup_deadline
                ? t('mfaSupport.deadline', { date: date(request.mfa_setup_deadline) })
                : t('mfaSupport.noDeadline')}
            </Text>
          ) : null}
        </Stack>
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {request.description}
        </Text>
        {request.resolved_at ? (
          <Box bg="bg.muted" p="3" borderRadius="md" fontSize="sm">
            <Text fontWeight="medium">
              {t('mfaSupport.resolvedOn', { date: date(request.resolved_at) })}
            </Text>
            {request.resolution_notes ? (
              <Text whiteSpace="pre-wrap">
                {t('mfaSupport.notes')}: {request.resolution_notes}
              </Text>
            ) : null}
          </Box>
        ) : null}
        {open ? (
          <HStack gap="2" flexWrap="wrap">
            <ResolveRequestDialog request={request} />
            {request.user_id ? (
              <>
                <ExtendDeadlineDialog userId={request.user_id} />
                <ResetRequirementDialog userId={request.user_id} name={who} />
                {request.verified_factors > 0 ? (
                  <RemoveFactorsDialog userId={request.user_id} name={who} requestId={request.id} />
                ) : null}
              </>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}
